import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact-url.ts';

describe('redactUrl', () => {
  it.each([
    ['/login/impersonate?j_username=demo&csrfToken=abc.DEF-123', '/login/impersonate?j_username=demo&csrfToken=[redacted]'],
    ['/x?csrfToken=a&stateVersionToken=b&q=1', '/x?csrfToken=[redacted]&stateVersionToken=[redacted]&q=1'],
    ['/x?csrf%54oken=a', '/x?csrf%54oken=[redacted]'],
    ['/x?CSRFTOKEN=a;b', '/x?CSRFTOKEN=[redacted]'],
    ['/x?csrfToken', '/x?csrfToken'],
    ['/x?csrfToken=a#frag', '/x?csrfToken=[redacted]#frag'],
    ['/x?q=csrfToken=a', '/x?q=csrfToken=a'],
    ['/x?%E0%A4%A=1&csrfToken=a', '/x?%E0%A4%A=1&csrfToken=[redacted]'],
    ['/cerca?q=filtro', '/cerca?q=filtro'],
    ['/', '/'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});
