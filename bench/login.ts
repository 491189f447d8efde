/** Logs `username` in through the BFF and returns the `sid` cookie (name=value, as the server set it), checked to authenticate. */
export async function login(baseUrl: string, username = 'demo', password = 'demo'): Promise<string> {
  const res = await fetch(`${baseUrl}/login`, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  const sid = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith('sid='));
  if (!sid) throw new Error('login answered 200 but set no sid cookie');

  const check = await fetch(`${baseUrl}/sfapi/v1/principal`, { headers: { accept: 'application/json', cookie: sid } });
  const principal = (await check.json()) as { authenticated?: boolean; username?: string };
  if (check.status !== 200 || principal.authenticated !== true) {
    throw new Error(`the session cookie does not authenticate: ${check.status} ${JSON.stringify(principal)}`);
  }
  return sid;
}
