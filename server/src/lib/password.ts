// Passwords: scrypt with a per-user random salt (stored next to the hash). Never logged.
import { randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';

function scrypt(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCb(password, salt, 32, { N: 16384, r: 8, p: 1 }, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

export function newSalt(): string {
  return randomBytes(8).toString('hex');
}

export async function hashPassword(password: string, salt: string): Promise<string> {
  return `scrypt$${(await scrypt(password, salt)).toString('hex')}`;
}

export async function verifyPassword(password: string, salt: string, stored: string): Promise<boolean> {
  if (!stored.startsWith('scrypt$')) return false;
  const expected = Buffer.from(stored.slice(7), 'hex');
  const actual = await scrypt(password, salt);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
