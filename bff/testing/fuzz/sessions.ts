import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

export type Who = 'visitor' | 'customer' | 'staff';

/** The fuzz's three users, each from an address of its own (login throttling counts per address). */
export const USERS: Record<Who, { username: string | null; address: string }> = {
  visitor: { username: null, address: '10.9.0.1' },
  customer: { username: 'demo', address: '10.9.0.2' },
  staff: { username: 'staff', address: '10.9.0.3' },
};

/** Each user's session: its cookie and CSRF token, logged in again whenever a case logged it out or switched it. */
export class Sessions {
  private readonly jars = new Map<Who, { sid: string; csrfToken: string }>();
  private relogins = 0;

  constructor(private readonly app: FastifyInstance) {}

  get(who: Who): { sid: string; csrfToken: string } {
    return this.jars.get(who) ?? { sid: '', csrfToken: '' };
  }

  /** Keeps the session cookie a reply set; true when it changed (another session, or none). */
  follow(who: Who, res: LightMyRequestResponse): boolean {
    const sid = res.cookies.find((cookie) => cookie.name === 'sid');
    if (!sid) return false;
    const expired = sid.value === '' || (sid.expires !== undefined && sid.expires.getTime() < Date.now());
    const now = expired ? '' : sid.value;
    if (now === this.get(who).sid) return false;
    this.jars.set(who, { sid: now, csrfToken: this.get(who).csrfToken });
    return true;
  }

  /** Makes sure `who` is who its session says, logging in again (from a fresh address: the fuzz fills throttles). */
  async ensure(who: Who): Promise<void> {
    const { username, address } = USERS[who];
    const principal = async () => {
      const res = await this.app.inject({
        url: '/sfapi/v1/principal',
        remoteAddress: address,
        headers: { accept: 'application/json', cookie: `sid=${this.get(who).sid}` },
      });
      this.follow(who, res);
      return res.json() as { username: string | null; csrfToken: string };
    };
    let now = await principal();
    if (username && now.username !== username) {
      this.relogins += 1;
      const login = await this.app.inject({
        method: 'POST',
        url: '/login',
        remoteAddress: `10.8.${this.relogins >> 8}.${this.relogins & 255}`,
        headers: { accept: 'application/json', cookie: `sid=${this.get(who).sid}` },
        payload: { username, password: username },
      });
      expect(login.statusCode).toBe(200);
      this.follow(who, login);
      now = await principal();
    }
    expect(now.username).toBe(username);
    this.jars.set(who, { sid: this.get(who).sid, csrfToken: now.csrfToken });
  }
}
