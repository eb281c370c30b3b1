import fc from 'fast-check';
import type { z } from 'zod';

/*
 * A small zod 4 → fast-check converter for the schema kinds our contracts use (objects, strings with
 * length/regex/email/uuid checks, coerced numbers, enums, unions, optional/nullable/default, pipes and
 * transforms, arrays, booleans). Maintained converters (zod-fast-check) only speak zod 3. A transform
 * cannot be inverted, so a pipe is generated from its input side; `hints` supplies arbitraries for
 * fields whose valid values only a transform knows (case-insensitive enums, `filledText`).
 */

// zod 4 keeps a schema's definition on `_zod.def`; the fields read here are stable across 4.x.
interface Check {
  _zod: {
    def: {
      check: string;
      format?: string;
      pattern?: RegExp;
      value?: number | bigint;
      inclusive?: boolean;
      minimum?: number;
      maximum?: number;
    };
  };
}
interface Def {
  type: string;
  format?: string;
  pattern?: RegExp;
  checks?: Check[];
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Longest string generated for an unbounded field (hostile mutations go far beyond it). */
const DEFAULT_MAX_STRING = 300;

/** Checks of a string or number schema, flattened. */
function bounds(def: Def) {
  const result: { min?: number; max?: number; minLength?: number; maxLength?: number; int?: boolean } = {};
  const patterns: RegExp[] = [];
  let format = def.format;
  if (def.pattern) patterns.push(def.pattern);
  for (const check of def.checks ?? []) {
    const c = check._zod.def;
    if (c.check === 'min_length') result.minLength = c.minimum;
    if (c.check === 'max_length') result.maxLength = c.maximum;
    if (c.check === 'greater_than') result.min = Number(c.value) + (c.inclusive ? 0 : 1e-9);
    if (c.check === 'less_than') result.max = Number(c.value) - (c.inclusive ? 0 : 1e-9);
    if (c.check === 'number_format' && /int/.test(c.format ?? '')) result.int = true;
    if (c.check === 'string_format') {
      format = c.format;
      if (c.pattern) patterns.push(c.pattern);
    }
  }
  return { ...result, format, patterns };
}

function stringArbitrary(def: Def): fc.Arbitrary<string> {
  const { minLength = 0, maxLength, format, patterns } = bounds(def);
  const max = Math.min(maxLength ?? DEFAULT_MAX_STRING, DEFAULT_MAX_STRING);
  if (format === 'email') {
    // fast-check's RFC 5322 addresses are mostly refused by zod's stricter pattern; mix in plain ones.
    const plain = fc
      .tuple(fc.stringMatching(/^[a-z0-9][a-z0-9._+-]{0,15}$/), fc.stringMatching(/^[a-z0-9]{1,12}$/))
      .map(([local, domain]) => `${local.replace(/\.+$/, '')}@${domain}.example.com`);
    return fc
      .oneof({ weight: 3, arbitrary: plain }, fc.emailAddress())
      .filter((email) => email.length <= (maxLength ?? 254));
  }
  if (format === 'uuid') return fc.uuid();
  if (patterns.length) {
    return fc
      .stringMatching(patterns[0])
      .filter((value) => value.length >= minLength && value.length <= max && patterns.every((p) => p.test(value)));
  }
  return fc.oneof(
    fc.string({ minLength, maxLength: max }),
    fc.string({ minLength, maxLength: max, unit: 'grapheme' }),
    fc.string({ minLength: Math.max(minLength, 1), maxLength: Math.max(minLength, Math.min(max, 20)) }),
  );
}

function numberArbitrary(def: Def): fc.Arbitrary<number> {
  const { min, max, int } = bounds(def);
  if (int) {
    return fc.integer({
      min: Math.ceil(Math.max(min ?? -1e9, Number.MIN_SAFE_INTEGER)),
      max: Math.floor(Math.min(max ?? 1e9, Number.MAX_SAFE_INTEGER)),
    });
  }
  return fc.double({ min: min ?? -1e9, max: max ?? 1e9, noNaN: true, noDefaultInfinity: true });
}

/** True when an object key may be left out (optional, default, or a pipe whose input is optional). */
function isOptional(schema: z.ZodType): boolean {
  const def = defOf(schema);
  if (def.type === 'optional' || def.type === 'default' || def.type === 'prefault') return true;
  if (def.type === 'pipe' && def.in) return isOptional(def.in);
  return false;
}

/** The type a pipe chain starts from. */
function baseType(schema: z.ZodType): string {
  const def = defOf(schema);
  return def.type === 'pipe' ? baseType(def.in!) : def.type;
}

export type Hints = Record<string, fc.Arbitrary<unknown>>;

/**
 * Values the schema's input side should accept (most of the time: a string of free text may still
 * trim to blank, a regex match may fail a refine). `hints` overrides object keys by name at any depth.
 */
export function arbitraryFor(schema: z.ZodType, hints: Hints = {}): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return stringArbitrary(def);
    case 'number':
      return numberArbitrary(def);
    case 'int':
      return numberArbitrary({ ...def, checks: [...(def.checks ?? [])] });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'undefined':
      return fc.constant(undefined);
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? {}));
    case 'literal':
      return fc.constantFrom(...(def.values ?? []));
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.option(arbitraryFor(def.innerType!, hints), { nil: undefined, freq: 3 });
    case 'nullable':
      return fc.option(arbitraryFor(def.innerType!, hints), { nil: null, freq: 3 });
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return arbitraryFor(def.innerType!, hints);
    case 'pipe': {
      const input = defOf(def.in!);
      if (input.type === 'unknown' || input.type === 'any' || input.type === 'transform') {
        return arbitraryFor(def.out!, hints);
      }
      // string → (trim, …) → email/regex string: the output side knows the real rule, and its values
      // are also valid input. Otherwise (string → array, say) only the input side is safe.
      const outputType = defOf(def.out!).type;
      if ((outputType === 'string' || outputType === 'number') && baseType(def.in!) === outputType) {
        return arbitraryFor(def.out!, hints);
      }
      return arbitraryFor(def.in!, hints);
    }
    case 'union':
      return fc.oneof(...(def.options ?? []).map((option) => arbitraryFor(option, hints)));
    case 'array': {
      const { minLength = 0, maxLength } = bounds(def);
      return fc.array(arbitraryFor(def.element!, hints), { minLength, maxLength: Math.min(maxLength ?? 10, 10) });
    }
    case 'object': {
      const shape = def.shape ?? {};
      const keys = Object.keys(shape);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const key of keys) record[key] = hints[key] ?? arbitraryFor(shape[key], hints);
      return fc.record(record, { requiredKeys: keys.filter((key) => hints[key] || !isOptional(shape[key])) });
    }
    case 'unknown':
    case 'any':
    case 'transform':
      return fc.oneof(fc.string({ minLength: 1, maxLength: 40 }), fc.jsonValue());
    default:
      throw new Error(`zod-arbitrary: no arbitrary for zod type "${def.type}"`);
  }
}

/** Strings built to hurt: null bytes, lone surrogates, RTL overrides, emoji, combining marks, huge. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'a\u0000b',
    '\u0000',
    '\uD800',
    '\uDFFF\uD800',
    '\u202Eevil\u202C',
    '\uFEFF',
    'e\u0301\u0301\u0301\u0301\u0301',
    '🍳🔥👩‍🍳🏳️‍🌈',
    'Ω≈ç√∫˜µ≤≥÷',
    '../../../../etc/passwd',
    '%00%2e%2e%2f',
    "' OR '1'='1",
    '"; DROP TABLE users; --',
    '<script>alert(1)</script>',
    '${7*7}{{7*7}}',
    '\r\nSet-Cookie: x=1',
    ' ',
    '',
    'x'.repeat(10_000),
  ),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc.constantFrom(1_000, 20_000, 100_000).map((length) => 'A'.repeat(length)),
);

/** Any value of the wrong kind: numbers where text goes, objects where numbers go, and so on. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    1e308,
    -0,
    Number.MAX_SAFE_INTEGER + 2,
    [],
    {},
    [null],
    { $gt: '' },
    { toString: 'x' },
  ),
  fc.integer(),
  fc.double(),
  fc.array(fc.string(), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
  hostileString,
);

/** Keys that poison a naive merge, plus fields a client may not set. */
export const pollutionKeys = ['__proto__', 'constructor', 'prototype', 'isPremium', 'role', 'roles', 'plan', 'userId'];

/**
 * A hostile JSON body: a valid body with one field broken, extra forged or polluting keys, or no object
 * at all. Returned as JSON text so `__proto__` survives as a literal key.
 */
export function hostileJson(valid: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  const asObject = valid.map((value) => (value && typeof value === 'object' && !Array.isArray(value) ? value : {}));
  const broken = fc.tuple(asObject, wrongType, fc.nat()).map(([body, bad, pick]) => {
    const keys = Object.keys(body as object);
    if (!keys.length) return JSON.stringify({ field: bad });
    return JSON.stringify({ ...(body as object), [keys[pick % keys.length]]: bad });
  });
  const polluted = fc.tuple(asObject, fc.constantFrom(...pollutionKeys), wrongType).map(([body, key, bad]) => {
    const text = JSON.stringify(body);
    const injected = JSON.stringify({ polluted: true, isAdmin: true, bad });
    const pair = `${JSON.stringify(key)}:${key === 'constructor' ? `{"prototype":${injected}}` : injected}`;
    return text === '{}' ? `{${pair}}` : `{${pair},${text.slice(1)}`;
  });
  const notAnObject = fc.oneof(
    fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value) ?? 'null'),
    fc.constantFrom('[]', '""', '0', 'null', 'true', '"{}"', '[{}]'),
    fc.nat({ max: 5000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
    fc.nat({ max: 5000 }).map((depth) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)),
  );
  return fc.oneof(broken, polluted, notAnObject);
}

/** Percent-encodes any string; lone surrogates (which encodeURIComponent refuses) become U+FFFD. */
export const encode = (value: string) => encodeURIComponent(value.replace(/\p{Cs}/gu, '\uFFFD'));

/** A query string from generated values: each value stringified, arrays as repeated keys. */
export function toQueryString(value: unknown): string {
  const params = new URLSearchParams();
  if (value && typeof value === 'object') {
    for (const [key, raw] of Object.entries(value)) {
      if (raw === undefined) continue;
      for (const item of Array.isArray(raw) ? raw : [raw]) params.append(key, String(item));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * A hostile query string: a generated one with one parameter broken (hostile text, repeated keys,
 * raw bytes, broken percent-encoding) or forged keys added.
 */
export function hostileQuery(valid: fc.Arbitrary<unknown>, keys: string[]): fc.Arbitrary<string> {
  const key = fc.constantFrom(...(keys.length ? keys : ['q']), ...pollutionKeys);
  return fc.oneof(
    fc.tuple(valid, key, hostileString).map(([value, name, bad]) => {
      const base = toQueryString(value);
      return `${base}${base ? '&' : '?'}${encode(name)}=${encode(bad)}`;
    }),
    fc
      .tuple(key, fc.array(fc.string({ maxLength: 10 }), { minLength: 2, maxLength: 4 }))
      .map(([name, values]) => `?${values.map((v) => `${encode(name)}=${encode(v)}`).join('&')}`),
    fc
      .tuple(
        key,
        fc.constantFrom(
          '%',
          '%E0%A4%A',
          '%00',
          '%ED%A0%80',
          '%FF%FE',
          '%ZZ',
          '%C0%AE%C0%AE',
          '%u0041',
          '%%30',
          '[]=1',
          '[a]=1',
        ),
      )
      .map(([name, raw]) => `?${encode(name)}${raw.startsWith('[') ? raw : `=${raw}`}`),
  );
}

/** A path segment: valid-looking, hostile text, or encoded traversal. */
export function hostileSegment(valid: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 2, arbitrary: valid.map(encode) },
    hostileString.map((value) => encode(value.slice(0, 2000)) || 'x'),
    fc.constantFrom(
      '..%2f..%2fetc%2fpasswd',
      '%2e%2e',
      '%252e%252e%252f',
      '0x10',
      '-1',
      '1e99',
      'NaN',
      '%00',
      '9'.repeat(40),
    ),
  );
}
