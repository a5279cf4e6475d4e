import { codeResendLimit } from '../../core/code-resend-limit';
import type { FastifyInstance } from 'fastify';
import { AUTH_ENDPOINTS } from '../../../domain/endpoints/auth';
import { signUpSchema } from '../../../domain/schemas/auth';
import type { Config } from '../../config';
import { ApiError } from '../../errors';
import { addressSignInLimit } from './address-failures';
import { login, toSessionUser } from '../../core/auth';
import { serve } from '../../core/endpoint';
import type { Mailer } from '../../core/mailer';
import { requestPasswordReset, resetPassword, verifyResetCode } from './password-reset';
import { signUp } from './sign-up';

export function authRoutes(config: Config, mailer: Mailer) {
  return async (app: FastifyInstance) => {
    const limits = {
      maxFailures: config.LOGIN_ACCOUNT_MAX_FAILURES,
      windowMinutes: config.LOGIN_ACCOUNT_WINDOW_MINUTES,
      slowdownSeconds: config.LOGIN_SLOWDOWN_SECONDS,
    };

    // Sign-ins are limited per address by their failures only (server/features/accounts/address-failures.ts).
    const signIns = addressSignInLimit(app.db, config.LOGIN_RATE_LIMIT_PER_MINUTE, 60_000);
    const isFailedGuess = (error: unknown) =>
      error instanceof ApiError && (error.code === 'invalid_credentials' || error.code === 'account_locked');
    serve(app, AUTH_ENDPOINTS.login, (request) =>
      signIns.run(request.ip, () => login(app.db, app.tokens, limits, request.body, request.ip), isFailedGuess),
    );

    serve(app, AUTH_ENDPOINTS.me, async (request) => toSessionUser(request.user));

    serve(app, AUTH_ENDPOINTS.signUp, async (request) => {
      if (!config.SIGN_UP_ENABLED) throw new ApiError(403, 'sign_up_disabled');
      const form = signUpSchema.safeParse(request.body);
      if (!form.success) throw form.error;
      await signUp(app.db, mailer, app.background, form.data);
      return { pending_activation: true };
    });

    const resendWait = config.PASSWORD_RESET_RESEND_SECONDS;
    const mayResend = codeResendLimit(app, 'reset-code', resendWait);

    serve(app, AUTH_ENDPOINTS.forgotPassword, async (request) => {
      await mayResend(request);
      await requestPasswordReset(app.db, mailer, app.background, request.body.email);
      return { accepted: true, resend_after_seconds: resendWait };
    });

    serve(app, AUTH_ENDPOINTS.verifyOtp, (request) => verifyResetCode(app.db, request.body.email, request.body.otp));

    serve(app, AUTH_ENDPOINTS.resetPassword, async (request) => {
      await resetPassword(app.db, request.body.token, request.body.password);
      return { reset: true };
    });
  };
}
