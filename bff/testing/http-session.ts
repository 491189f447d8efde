// Sessions over real HTTP, for tests and benchmarks that run the server as its own process.

/** What a browser keeps between calls: its session cookie and the CSRF token it read. */
export interface BrowserJar {
  cookie: string;
  csrfToken: string;
}

/**
 * A cookie-keeping client over real HTTP (one session) that sends its CSRF token with every call. Clients given one
 * jar are one browser: behind a load balancer its calls reach several instances with the same cookie.
 */
export function sessionClient(base: string, jar: BrowserJar = { cookie: '', csrfToken: '' }) {
  const call = async (path: string, init: RequestInit = {}) => {
    const res = await fetch(base + path, {
      ...init,
      redirect: 'manual',
      headers: {
        accept: 'application/json',
        cookie: jar.cookie,
        'x-csrf-token': jar.csrfToken,
        ...(init.headers as Record<string, string>),
      },
    });
    const sid = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0] ?? '')
      .find((c) => c.startsWith('sid='));
    if (sid) jar.cookie = sid;
    return res;
  };
  /** A call that must answer 200, and its JSON (shaped as the caller says: the shop's contract, not checked here). */
  const json = async <T>(path: string, init: RequestInit = {}): Promise<T> => {
    const res = await call(path, init);
    if (res.status !== 200) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  const post = (path: string, body: object, headers: Record<string, string> = {}) =>
    call(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const postJson = <T>(path: string, body: object) =>
    json<T>(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const refreshToken = async () => {
    jar.csrfToken = (await json<{ csrfToken: string }>('/sfapi/v1/principal')).csrfToken;
  };
  /** Logs in as `staff` and switches to `username` (switch user), with a fresh token after each step. */
  const actAs = async (staff: { username: string; password: string }, username: string) => {
    await postJson('/login', { username: staff.username, password: staff.password });
    await refreshToken();
    const switched = await call(`/login/impersonate?j_username=${encodeURIComponent(username)}`);
    if (switched.status >= 400) throw new Error(`switch to ${username}: ${switched.status} ${await switched.text()}`);
    await refreshToken();
  };
  return { call, post, postJson, json, refreshToken, actAs };
}
export type SessionClient = ReturnType<typeof sessionClient>;
