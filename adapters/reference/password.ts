import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';

const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

/** `scrypt$N$r$p$salt$hash` (salt and hash in base64url), with a fresh random salt. */
export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, KEY_LENGTH, { N, r: R, p: P });
  return ['scrypt', N, R, P, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

/**
 * Checks a password against a stored hash in constant time. A missing or malformed hash is checked against
 * a dummy one so that unknown users take as long as wrong passwords, then fails.
 */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parts = (stored ?? DUMMY_HASH).split('$');
  const usable = parts.length === 6 && parts[0] === 'scrypt';
  const [, n, r, p, saltText = '', hashText = ''] = usable ? parts : DUMMY_HASH.split('$');
  const expected = Buffer.from(hashText, 'base64url');
  const actual = await new Promise<Buffer>((resolve, reject) =>
    scrypt(
      password,
      Buffer.from(saltText, 'base64url'),
      expected.length,
      { N: Number(n), r: Number(r), p: Number(p), maxmem: 64 * 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );
  return stored !== null && usable && actual.length === expected.length && timingSafeEqual(actual, expected);
}

const DUMMY_HASH = `scrypt$${N}$${R}$${P}$${Buffer.alloc(16).toString('base64url')}$${Buffer.alloc(KEY_LENGTH).toString('base64url')}`;
