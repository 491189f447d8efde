/** Query parameters that carry a session's secrets (the CSRF token of a link, the state version). */
const SECRET_PARAMS = new Set(['csrftoken', 'stateversiontoken']);

function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return name.toLowerCase();
  }
}

/**
 * The URL as logs may show it: the values of csrfToken and stateVersionToken replaced by `[redacted]`
 * (DESIGN: keep the token out of logs; `/login/impersonate` carries it in the query). Names are compared
 * decoded and case-insensitively, as a lenient reader would take them; everything else stays as sent.
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const hashStart = url.indexOf('#', queryStart);
  const end = hashStart < 0 ? url.length : hashStart;
  const query = url
    .slice(queryStart + 1, end)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      return eq >= 0 && SECRET_PARAMS.has(decodedName(pair.slice(0, eq))) ? `${pair.slice(0, eq)}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart + 1)}${query}${url.slice(end)}`;
}
