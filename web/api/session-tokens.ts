/** The tokens of the current session, refreshed by every principal fetch and sent with state-changing calls. */
export interface SessionTokens {
  csrfToken: string;
  stateVersionToken: string;
}

let current: SessionTokens | null = null;

export function setSessionTokens(tokens: SessionTokens): void {
  current = { csrfToken: tokens.csrfToken, stateVersionToken: tokens.stateVersionToken };
}

export function getSessionTokens(): SessionTokens | null {
  return current;
}

export function clearSessionTokens(): void {
  current = null;
}
