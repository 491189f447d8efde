import { describe, expect, it } from 'vitest';
import { MemoryWindows } from '../../shared-state/memory-windows.ts';
import { LOGIN_MAX_ACCOUNT_FAILURES, LOGIN_MAX_ADDRESS_FAILURES, LOGIN_WINDOW_MS, LoginThrottle } from './login-throttle.ts';

const T0 = 1_700_000_000_000;

describe('login throttle', () => {
  it('lets five failures of one account through and refuses the sixth, for 15 minutes', async () => {
    const throttle = new LoginThrottle(new MemoryWindows(), 'login');
    for (let i = 0; i < LOGIN_MAX_ACCOUNT_FAILURES; i++) {
      expect(await throttle.retryAfter('demo', '10.0.0.1', T0 + i)).toBeNull();
      expect(await throttle.recordFailure('demo', '10.0.0.1', T0 + i)).toBeNull();
    }
    expect(await throttle.retryAfter('demo', '10.0.0.1', T0 + 10)).toBeNull();
    expect(await throttle.recordFailure('demo', '10.0.0.1', T0 + 10)).toBe(LOGIN_WINDOW_MS / 1000);
    // The account is refused from any address, and frees up when its first failure leaves the window.
    expect(await throttle.retryAfter('DEMO ', '10.9.9.9', T0 + 60_000)).toBe(LOGIN_WINDOW_MS / 1000 - 60);
    expect(await throttle.retryAfter('demo', '10.9.9.9', T0 + LOGIN_WINDOW_MS)).toBeNull();
    expect(await throttle.retryAfter('other', '10.0.0.1', T0 + 60_000)).toBeNull();
  });

  it('refuses an address that fails on many accounts', async () => {
    const throttle = new LoginThrottle(new MemoryWindows(), 'login');
    for (let i = 0; i < LOGIN_MAX_ADDRESS_FAILURES; i++) {
      expect(await throttle.recordFailure(`user${i}`, '10.0.0.2', T0)).toBeNull();
    }
    expect(await throttle.recordFailure('one-more', '10.0.0.2', T0)).toBe(LOGIN_WINDOW_MS / 1000);
    expect(await throttle.retryAfter('fresh-user', '10.0.0.2', T0 + 1000)).toBe(LOGIN_WINDOW_MS / 1000 - 1);
    expect(await throttle.retryAfter('fresh-user', '10.0.0.3', T0 + 1000)).toBeNull();
  });

  it('forgets an account’s failures at a successful login, not the address’s', async () => {
    const throttle = new LoginThrottle(new MemoryWindows(), 'login');
    for (let i = 0; i < LOGIN_MAX_ACCOUNT_FAILURES; i++) await throttle.recordFailure('demo', '10.0.0.4', T0);
    await throttle.succeeded('demo');
    for (let i = 0; i < LOGIN_MAX_ACCOUNT_FAILURES; i++) expect(await throttle.recordFailure('demo', '10.0.0.4', T0)).toBeNull();
    for (let i = 2 * LOGIN_MAX_ACCOUNT_FAILURES; i < LOGIN_MAX_ADDRESS_FAILURES; i++) await throttle.recordFailure(`u${i}`, '10.0.0.4', T0);
    expect(await throttle.recordFailure('last', '10.0.0.4', T0)).not.toBeNull();
  });
});
