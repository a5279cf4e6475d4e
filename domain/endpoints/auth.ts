import type { z } from 'zod';
import {
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
  type signUpSchema,
  verifyOtpSchema,
} from '../schemas/auth';
import type { LoginResponse, SessionUser } from '../session-user';
import { endpoint, unchecked } from './endpoint';

/** What a request for a reset code answers, whether or not the email has an account. */
export interface CodeRequestAnswer {
  accepted: boolean;
  /** How long until another code may be asked for the same email. */
  resend_after_seconds: number;
}

const LIMITED_PER_ADDRESS = {
  method: 'POST',
  access: 'anyone',
  perIpLimit: 'LOGIN_RATE_LIMIT_PER_MINUTE',
  tag: 'auth',
} as const;

/**
 * Signing in and the session's user; and, for anyone signed out, signing up (off unless
 * SIGN_UP_ENABLED) and resetting a forgotten password with a code sent by mail, each limited per
 * address. A sign-in is limited by its failures instead (server/features/accounts/address-failures.ts).
 */
export const AUTH_ENDPOINTS = {
  login: endpoint({
    method: 'POST',
    path: '/auth/login',
    body: loginSchema,
    answer: unchecked<LoginResponse>(),
    access: 'anyone',
    tag: 'auth',
  }),
  me: endpoint({
    method: 'GET',
    path: '/auth/me',
    answer: unchecked<SessionUser>(),
    access: 'signed in',
    tag: 'auth',
  }),
  signUp: endpoint({
    ...LIMITED_PER_ADDRESS,
    path: '/auth/sign-up',
    // Read by its handler after the check that sign-ups are taken: a closed sign-up says so whatever was sent.
    body: unchecked<z.input<typeof signUpSchema>>(),
    answer: unchecked<{ pending_activation: boolean }>(),
    status: 201,
  }),
  forgotPassword: endpoint({
    ...LIMITED_PER_ADDRESS,
    path: '/auth/forgot-password',
    body: forgotPasswordSchema,
    answer: unchecked<CodeRequestAnswer>(),
    status: 202,
  }),
  verifyOtp: endpoint({
    ...LIMITED_PER_ADDRESS,
    path: '/auth/verify-otp',
    body: verifyOtpSchema,
    answer: unchecked<{ reset_token: string }>(),
  }),
  resetPassword: endpoint({
    ...LIMITED_PER_ADDRESS,
    path: '/auth/reset-password',
    body: resetPasswordSchema,
    answer: unchecked<{ reset: boolean }>(),
  }),
};
