import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

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

/**
 * zxcvbn-ts with its common and English dictionaries (no network): it knows the common and breached
 * passwords lists, names, keyboard walks, dates and l33t spellings. Built on first use (~150 ms) and
 * let go after CHECKER_IDLE_MS without a check: its ranked dictionaries take about 30 MB, for a check made
 * only when a password is chosen.
 */
let strengthChecker: Promise<{ check(password: string, userInputs: string[]): ZxcvbnResult }> | undefined;
type ZxcvbnResult = { score: number; feedback: { warning: string | null; suggestions: string[] } };

const CHECKER_IDLE_MS = 60_000;
let releaseTimer: NodeJS.Timeout | undefined;

function checker() {
  clearTimeout(releaseTimer);
  releaseTimer = setTimeout(() => (strengthChecker = undefined), CHECKER_IDLE_MS).unref();
  strengthChecker ??= (async () => {
    const [{ ZxcvbnFactory }, common, en] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
    ]);
    const factory = new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...en.dictionary },
      graphs: common.adjacencyGraphs,
      translations: en.translations,
    });
    return { check: (password: string, userInputs: string[]) => factory.check(password, userInputs) };
  })();
  return strengthChecker;
}

/** zxcvbn's score runs 0–4; 3 means "safely unguessable" against an offline attack on a slow hash. */
const MIN_SCORE = 3;

/**
 * Why a new password would be refused (common, breached, or guessable from the account's own
 * details), or undefined when it is strong enough. The length rule is the contract's.
 */
export async function passwordWeakness(password: string, userInputs: (string | null | undefined)[]) {
  const inputs = ['sous', ...userInputs.filter((value): value is string => Boolean(value))];
  const result = (await checker()).check(password.slice(0, 100), inputs);
  if (result.score >= MIN_SCORE) return undefined;
  const reason = result.feedback.warning ?? 'This password is too easy to guess.';
  const hint = result.feedback.suggestions[0] ?? 'Try a few unrelated words together.';
  return `is too easy to guess: ${reason.replace(/\.$/, '')}. ${hint}`;
}
