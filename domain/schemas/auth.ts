import { z } from 'zod';
import { VALIDATION } from '../validation-messages';
import { email, requiredName, saudiMobile, username } from './fields';

/** Employee passwords: at least 6 characters (SPEC section 9). */
export const EMPLOYEE_PASSWORD_MIN_LENGTH = 6;
export const OTP_LENGTH = 6;

export const loginSchema = z.object({
  email: email(),
  password: z
    .string({ error: VALIDATION.required })
    .min(1, { error: VALIDATION.required })
    .max(200, { error: VALIDATION.tooLong }),
});

export const forgotPasswordSchema = z.object({ email: email() });

/** A one-time code as typed: its digits, nothing else. */
export const oneTimeCode = () =>
  z
    .string({ error: VALIDATION.required })
    .trim()
    .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), { error: VALIDATION.otp });

export const verifyOtpSchema = z.object({ email: email(), otp: oneTimeCode() });

export const newPasswordSchema = z
  .string({ error: VALIDATION.required })
  .min(EMPLOYEE_PASSWORD_MIN_LENGTH, { error: VALIDATION.minLength6 })
  .max(200, { error: VALIDATION.tooLong });

export const resetPasswordSchema = z.object({
  token: z.string({ error: VALIDATION.required }).min(1, { error: VALIDATION.required }),
  password: newPasswordSchema,
});

/** The password typed a second time; left empty, it simply does not match. */
export const confirmPassword = z.string({ error: VALIDATION.required }).min(1, { error: VALIDATION.required });

/**
 * The check (for `.refine`) that a form's second password field repeats `password`; the error
 * "Passwords do not match" shows under the second field.
 */
export function passwordsMatch<Field extends string>(confirmation: Field) {
  const check = (form: { password: string } & Record<Field, string>) => form.password === form[confirmation];
  // Checked as soon as both are typed, even while other fields of the form are still missing.
  const when = ({ value }: { value: unknown }) => {
    const form = value as Record<string, unknown> | undefined;
    return typeof form?.password === 'string' && typeof form[confirmation] === 'string';
  };
  return [check, { path: [confirmation] as PropertyKey[], error: VALIDATION.passwordsMismatch, when }] as const;
}

/** The reset form in the browser also asks for the password twice. */
export const resetPasswordFormSchema = z
  .object({ password: newPasswordSchema, confirm_password: confirmPassword })
  .refine(...passwordsMatch('confirm_password'));

/** Self sign-up (off unless SIGN_UP_ENABLED): the account waits for an administrator. */
export const signUpSchema = z.object({
  name: requiredName(100),
  username: username(),
  email: email(),
  phone: saudiMobile(),
  password: newPasswordSchema,
});

export const signUpFormSchema = signUpSchema
  .extend({ confirm_password: confirmPassword })
  .refine(...passwordsMatch('confirm_password'));
