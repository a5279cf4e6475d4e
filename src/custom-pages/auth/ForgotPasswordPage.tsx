import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { Form, useTranslate } from 'ra-core';
import { forgotPasswordSchema } from '../../../domain/schemas/auth';
import { BackToSignIn } from './BackToSignIn';
import { FormAlert } from './FormAlert';
import { postPublic } from './postPublic';
import { EmailInput } from './EmailInput';
import { SideLayout } from './SideLayout';
import { SubmitButton } from './SubmitButton';
import { useSubmitWithErrors } from './useSubmitWithErrors';

export function ForgotPasswordPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { error, onSubmit } = useSubmitWithErrors(async ({ email }: { email: string }) => {
    await postPublic('/auth/forgot-password', { email });
    navigate(`/reset-password?email=${encodeURIComponent(email)}`, { state: { codeSent: true } });
  });

  return (
    <SideLayout title={translate('ps.auth.forgot_password_title')} subtitle={translate('ps.auth.forgot_password_subtitle')}>
      <FormAlert message={error} />
      <Form resolver={zodResolver(forgotPasswordSchema)} onSubmit={onSubmit as never} noValidate>
        <EmailInput autoComplete="email" autoFocus />
        <SubmitButton label="ps.auth.send_code" />
      </Form>
      <BackToSignIn />
    </SideLayout>
  );
}
