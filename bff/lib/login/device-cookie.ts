import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { DEVICE_COOKIE, DEVICE_COOKIE_DAYS } from '../../../shared/device-cookie.ts';
import { accountName } from './login-throttle.ts';

export const DEVICE_COOKIE_MS = DEVICE_COOKIE_DAYS * 24 * 3600_000;

/** What a device cookie says: who logged in on this browser, the cookie's own id, and when it was issued. */
export interface Device {
  /** As accountName() writes it. */
  username: string;
  /** Random, new at each login: the key of the cookie's own failure count. */
  nonce: string;
  issuedAt: number;
}

/**
 * The request's device cookie, when its signature holds (HMAC with the session secret, so any instance accepts
 * another's) and it is less than a year old; else null. Whether it vouches for this login is trusted-devices.ts's.
 */
export function readDevice(request: FastifyRequest, now: number): Device | null {
  const raw = request.cookies[DEVICE_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || unsigned.value === null) return null;
  const [version, name, nonce, issued] = unsigned.value.split('.');
  if (version !== 'v1' || !name || !nonce || !issued) return null;
  const issuedAt = Number.parseInt(issued, 36);
  // The browser keeps it a year (Max-Age); the server holds to that too, whatever the browser does.
  if (!Number.isSafeInteger(issuedAt) || now - issuedAt >= DEVICE_COOKIE_MS) return null;
  return { username: Buffer.from(name, 'base64url').toString('utf8'), nonce, issuedAt };
}

/**
 * Sets a fresh device cookie for the user who just logged in (a new nonce: it is rotated at every login). HttpOnly,
 * SameSite=Strict and Path=/login: only the login form's own posts carry it, no page request. Logout leaves it.
 */
export function issueDevice(request: FastifyRequest, reply: FastifyReply, username: string, now: number): void {
  const value = [
    'v1',
    Buffer.from(accountName(username), 'utf8').toString('base64url'),
    randomBytes(16).toString('base64url'),
    now.toString(36),
  ];
  reply.setCookie(DEVICE_COOKIE, value.join('.'), {
    path: '/login',
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    signed: true,
    maxAge: DEVICE_COOKIE_MS / 1000,
  });
}
