import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { Form, useTranslate } from 'ra-core';
import { PasswordInput, TextInput } from 'ra-ui-materialui';
import { AUTH_ENDPOINTS } from '../../../domain/endpoints/auth';
import { OTP_LENGTH, resetPasswordFormSchema, verifyOtpSchema } from '../../../domain/schemas/auth';
import { callEndpoint } from '../../providers/endpoints';
import { BackToSignIn } from './BackToSignIn';
import { FormAlert } from './FormAlert';
import { ResendCode } from './ResendCode';
import { EmailInput } from './EmailInput';
import { SideLayout } from './SideLayout';
import { SubmitButton } from './SubmitButton';
import { useSubmitWithErrors } from './useSubmitWithErrors';

/** Two steps: the 6-digit code from the mail, then the new password twice. */
export function ResetPasswordPage() {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const { codeSent, resendAfterSeconds } =
    (useLocation().state as { codeSent?: boolean; resendAfterSeconds?: number } | null) ?? {};
  const [resetToken, setResetToken] = useState<string>();
  const [done, setDone] = useState(false);

  const verify = useSubmitWithErrors(async (values: { email: string; otp: string }) => {
    const answer = await callEndpoint(AUTH_ENDPOINTS.verifyOtp, { body: values });
    setResetToken(answer.reset_token);
  });
  const reset = useSubmitWithErrors(async ({ password }: { password: string }) => {
    await callEndpoint(AUTH_ENDPOINTS.resetPassword, { body: { token: resetToken!, password } });
    setDone(true);
  });

  const step = done ? 'done' : resetToken ? 'password' : 'code';
  return (
    <SideLayout title={translate('ps.auth.reset_password_title')} subtitle={translate(`ps.auth.reset_step_${step}`)}>
      {step === 'code' && (
        <>
          {codeSent && !verify.error ? <FormAlert severity="info" message="ps.auth.code_sent" /> : null}
          <FormAlert message={verify.error} />
          <Form
            resolver={zodResolver(verifyOtpSchema)}
            onSubmit={verify.onSubmit as never}
            defaultValues={{ email: params.get('email') ?? '' }}
            noValidate
          >
            <EmailInput autoComplete="email" />
            <TextInput
              source="otp"
              label="ps.auth.otp"
              autoComplete="one-time-code"
              fullWidth
              autoFocus
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: OTP_LENGTH, dir: 'ltr' } }}
            />
            <SubmitButton label="ps.auth.verify_code" />
            <ResendCode initialWaitSeconds={resendAfterSeconds} />
          </Form>
        </>
      )}
      {step === 'password' && (
        <>
          <FormAlert message={reset.error} />
          <Form resolver={zodResolver(resetPasswordFormSchema)} onSubmit={reset.onSubmit as never} noValidate>
            <PasswordInput
              source="password"
              label="ps.auth.new_password"
              autoComplete="new-password"
              fullWidth
              autoFocus
            />
            <PasswordInput
              source="confirm_password"
              label="ps.auth.confirm_password"
              autoComplete="new-password"
              fullWidth
            />
            <SubmitButton label="ps.auth.reset_password" />
          </Form>
        </>
      )}
      {step === 'done' && <FormAlert severity="success" message="ps.auth.password_reset_done" />}
      <BackToSignIn />
    </SideLayout>
  );
}
