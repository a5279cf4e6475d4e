import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { Form, useTranslate } from 'ra-core';
import { AUTH_ENDPOINTS } from '../../../domain/endpoints/auth';
import { forgotPasswordSchema } from '../../../domain/schemas/auth';
import { callEndpoint } from '../../providers/endpoints';
import { BackToSignIn } from './BackToSignIn';
import { FormAlert } from './FormAlert';
import { EmailInput } from './EmailInput';
import { SideLayout } from './SideLayout';
import { SubmitButton } from './SubmitButton';
import { useSubmitWithErrors } from './useSubmitWithErrors';

export function ForgotPasswordPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { error, retryAfterSeconds, onSubmit } = useSubmitWithErrors(async ({ email }: { email: string }) => {
    const answer = await callEndpoint(AUTH_ENDPOINTS.forgotPassword, { body: { email } });
    navigate(`/reset-password?email=${encodeURIComponent(email)}`, {
      state: { codeSent: true, resendAfterSeconds: answer.resend_after_seconds },
    });
  });

  return (
    <SideLayout
      title={translate('ps.auth.forgot_password_title')}
      subtitle={translate('ps.auth.forgot_password_subtitle')}
    >
      <FormAlert message={error} retryAfterSeconds={retryAfterSeconds} />
      <Form resolver={zodResolver(forgotPasswordSchema)} onSubmit={onSubmit as never} noValidate>
        <EmailInput autoComplete="email" autoFocus />
        <SubmitButton label="ps.auth.send_code" />
      </Form>
      <BackToSignIn />
    </SideLayout>
  );
}
