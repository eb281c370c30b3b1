import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { filledText } from '@common/contracts/common.schema';
import { registerRequest } from '@common/contracts/auth.schema';
import { HttpError } from '../errors';
import { parseInput } from './validate';
import { parseInputVerbatim } from './validate-verbatim';

const failure = (parse: () => unknown): HttpError => {
  try {
    parse();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('parsed without a problem');
};

describe('parseInput', () => {
  it('returns the parsed value', () => {
    expect(parseInput(z.object({ n: z.coerce.number() }), { n: '4' })).toEqual({ n: 4 });
  });

  it('names the first failing field and lists every failing field', () => {
    const error = failure(() => parseInput(registerRequest, { email: 'not an address', password: 'short' }));
    expect(error.status).toBe(400);
    expect(error.code).toBe('invalid_input');
    expect(error.field).toBe('email');
    expect(error.message).toBe('email: must be a valid e-mail address');
    expect(error.extra?.errors).toEqual([
      { field: 'email', code: 'invalid_format', message: 'email: must be a valid e-mail address' },
      { field: 'password', code: 'too_small', message: 'password: must be at least 12 characters' },
    ]);
  });

  it('names nested fields by their path and leaves a whole-input problem without a field', () => {
    const nested = failure(() => parseInput(z.object({ a: z.object({ b: z.string() }) }), { a: { b: 1 } }));
    expect(nested.field).toBe('a.b');
    const whole = failure(() => parseInput(z.object({}), 'text'));
    expect(whole.field).toBeUndefined();
    expect(whole.extra?.errors).toEqual([{ code: 'invalid_type', message: whole.message }]);
  });
});

describe('parseInputVerbatim', () => {
  const form = z.object({ name: filledText(10, 'Please fill in all fields'), note: filledText(3, 'Missing') });

  it('keeps verbatim messages as they are and prefixes the others with their field', () => {
    const error = failure(() => parseInputVerbatim(form, { note: 'too long' }));
    expect(error.message).toBe('Please fill in all fields');
    expect(error.field).toBe('name');
    expect(error.extra?.errors).toEqual([
      { field: 'name', code: 'custom', message: 'Please fill in all fields' },
      { field: 'note', code: 'custom', message: 'note: must be at most 3 characters' },
    ]);
  });
});
