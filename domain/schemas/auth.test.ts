import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { VALIDATION } from '../validation-messages';
import { fieldErrors } from '../test/schema-errors';
import {
  forgotPasswordSchema,
  loginSchema,
  resetPasswordFormSchema,
  resetPasswordSchema,
  signUpFormSchema,
  signUpSchema,
  verifyOtpSchema,
} from './auth';

const MESSAGE_KEYS = new Set<string>(Object.values(VALIDATION));

/** Each form's schema and its fields: what a person (or a client) can send, right or wrong. */
const FORMS: Array<[string, z.ZodType, string[]]> = [
  ['sign-in', loginSchema, ['email', 'password']],
  ['forgot password', forgotPasswordSchema, ['email']],
  ['code', verifyOtpSchema, ['email', 'otp']],
  ['reset (API)', resetPasswordSchema, ['token', 'password']],
  ['reset (form)', resetPasswordFormSchema, ['password', 'confirm_password']],
  ['sign-up (API)', signUpSchema, ['name', 'username', 'email', 'phone', 'password']],
  ['sign-up (form)', signUpFormSchema, ['name', 'username', 'email', 'phone', 'password', 'confirm_password']],
];

const fieldValue = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.constantFrom(
    '',
    ' ',
    'a',
    'ab',
    'abc',
    'no spaces',
    'x@y',
    'admin@demo.sa',
    '0551234567',
    '123456',
    '\u0007',
    'ع',
  ),
  fc.string({ minLength: 201, maxLength: 300 }),
  fc.string(),
  fc.anything(),
);

describe('every refusal of an auth form is a message the catalogs translate', () => {
  it.each(FORMS)('%s', (_name, schema, fields) => {
    fc.assert(
      fc.property(
        fc.record(Object.fromEntries(fields.map((field) => [field, fieldValue])), { requiredKeys: [] }),
        (input) => {
          const result = schema.safeParse(input);
          for (const issue of result.success ? [] : result.error.issues)
            expect(MESSAGE_KEYS, `${issue.path.join('.')}: ${issue.message}`).toContain(issue.message);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('the sign-up form', () => {
  const valid = {
    name: 'Huda Al-Shehri',
    username: 'huda.s',
    email: 'huda@example.sa',
    phone: '0551234567',
    password: 'Secret#2026',
    confirm_password: 'Secret#2026',
  };

  it('accepts a complete form', () => {
    expect(fieldErrors(signUpFormSchema, valid)).toEqual({});
  });

  it('says what is missing in an empty form, the confirmation included', () => {
    expect(fieldErrors(signUpFormSchema, {})).toEqual({
      name: VALIDATION.required,
      username: VALIDATION.required,
      email: VALIDATION.required,
      phone: VALIDATION.required,
      password: VALIDATION.required,
      confirm_password: VALIDATION.required,
    });
  });

  it('names the characters a username may have, and a confirmation that differs', () => {
    expect(fieldErrors(signUpFormSchema, { ...valid, username: 'huda shehri' })).toEqual({
      username: VALIDATION.username,
    });
    expect(fieldErrors(signUpFormSchema, { ...valid, confirm_password: 'Other#2026' })).toEqual({
      confirm_password: VALIDATION.passwordsMismatch,
    });
  });
});
