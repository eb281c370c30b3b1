import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { createStrengthChecker } from './password-strength';

const scrypt = (password: string, salt: Buffer, keyLength: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCallback(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key))),
  );

// scrypt with N=2^15, r=8, p=1 (~50 ms, 32 MiB): OWASP's recommended floor for scrypt.
const PARAMS = { N: 32768, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 32;

/** Encoded as `scrypt$N$r$p$salt$hash` so parameters can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = encoded.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(password.normalize('NFKC'), Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: PARAMS.maxmem,
  });
  return timingSafeEqual(key, expected);
}

/** A hash of a random password: verifying against it costs the same as a real check (equal timing). */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  return decoy;
}

const CHECKER_IDLE_MS = 60_000;
const strength = createStrengthChecker({ idleMs: CHECKER_IDLE_MS });

/** zxcvbn's score runs 0–4; 3 means "safely unguessable" against an offline attack on a slow hash. */
const MIN_SCORE = 3;

/**
 * Why a new password would be refused (common, breached, or guessable from the account's own
 * details), or undefined when it is strong enough. The length rule is the contract's.
 */
export async function passwordWeakness(password: string, userInputs: (string | null | undefined)[]) {
  const inputs = ['sous', ...userInputs.filter((value): value is string => Boolean(value))];
  const result = await strength.check(password.slice(0, 100), inputs);
  if (result.score >= MIN_SCORE) return undefined;
  const reason = result.warning ?? 'This password is too easy to guess.';
  const hint = result.suggestions[0] ?? 'Try a few unrelated words together.';
  return `is too easy to guess: ${reason.replace(/\.$/, '')}. ${hint}`;
}
