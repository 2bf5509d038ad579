import { randomBytes } from 'node:crypto';

let last = 0;
let seq = 0;

/**
 * Jeecg 2.x entities use MyBatis-Plus ASSIGN_ID (a 19-digit snowflake as a string). This gives the same shape:
 * milliseconds since 2020 shifted left, plus a per-millisecond sequence and random low bits; sortable, unique per process.
 */
export function newId(): string {
  const now = Date.now();
  if (now === last) seq += 1;
  else {
    last = now;
    seq = 0;
  }
  const rnd = BigInt(randomBytes(1)[0] & 0x0f);
  const id = (BigInt(now - 1577836800000) << 22n) | (BigInt(seq & 0x3ffff) << 4n) | rnd;
  return id.toString();
}
