import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '@common/contracts/auth';
import { ApiError } from './api';
import { errorSentence, issueSentences, serverFieldErrors } from './contract-form';

const labels = { firstName: 'First name', lastName: 'Last name', email: 'E-mail', password: 'Password' };

describe('form errors a person reads', () => {
  it('turns a contract rule into a sentence naming the field', () => {
    expect(errorSentence('must be at least 10 characters', 'Password')).toBe(
      'Password must be at least 10 characters.',
    );
    expect(errorSentence('firstName: is required', 'First name', 'firstName')).toBe('First name is required.');
    expect(errorSentence('expYear: the card has expired', 'Year', 'expYear')).toBe('The card has expired.');
    expect(errorSentence('Please fill in all fields including the question category.', 'Name')).toBe(
      'Please fill in all fields including the question category.',
    );
  });

  it('finds every failing field at once with the server’s own rules', async () => {
    // Loaded as the forms load them (a schema's values stay out of the browser's first load).
    const { registerRequest } = await import('@common/contracts/auth.schema');
    const { contactRequest } = await import('@common/contracts/contact.schema');
    const result = registerRequest.safeParse({ email: 'not-an-address', password: 'short' });
    expect(result.success).toBe(false);
    expect(issueSentences(result.error!.issues, labels)).toEqual({
      email: 'E-mail must be a valid e-mail address.',
      password: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
    });
    const contact = contactRequest.safeParse({ firstName: ' ', email: '', subject: '', message: '' });
    expect(Object.keys(issueSentences(contact.error!.issues, { firstName: 'First name' }))).toEqual([
      'firstName',
      'email',
      'subject',
      'message',
    ]);
  });

  it('reads every field of a server 400, never showing a raw field name', () => {
    const error = new ApiError(400, '400: …', {
      message: 'firstName: is required',
      field: 'firstName',
      errors: [
        { field: 'firstName', code: 'too_small', message: 'firstName: is required' },
        { field: 'password', code: 'too_small', message: 'password: must be at least 10 characters' },
      ],
    });
    expect(serverFieldErrors(error, labels)).toEqual({
      firstName: 'First name is required.',
      password: 'Password must be at least 10 characters.',
    });
  });

  it('reads the account deletion and the ops area’s forms as sentences beside their fields', async () => {
    const { deleteAccountRequest, grantCompRequest, adminUserQuery } = await import('@common/contracts/account.schema');
    const sentences = (schema: z.ZodType, value: unknown, names: Record<string, string>) =>
      issueSentences(schema.safeParse(value).error?.issues ?? [], names);
    const deletion = { password: 'Your password', confirm: 'The confirmation' };
    expect(sentences(deleteAccountRequest, { password: '' }, deletion)).toEqual({
      password: 'Your password is required.',
    });
    expect(sentences(deleteAccountRequest, { confirm: 'delete' }, deletion)).toEqual({
      confirm: 'Type DELETE, in capitals, to confirm.',
    });
    expect(
      sentences(grantCompRequest, { days: '0', note: 'x'.repeat(301) }, { days: 'Days', note: 'The note' }),
    ).toEqual({
      days: 'Days must be at least 1.',
      note: 'The note must be at most 300 characters.',
    });
    expect(sentences(adminUserQuery, { search: 'x'.repeat(255) }, { search: 'The search' })).toEqual({
      search: 'The search must be at most 254 characters.',
    });
  });
});
