import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Form, useTranslate } from 'ra-core';
import { PasswordInput, TextInput } from 'ra-ui-materialui';
import { AUTH_ENDPOINTS } from '../../../domain/endpoints/auth';
import { signUpFormSchema } from '../../../domain/schemas/auth';
import { callEndpoint } from '../../providers/endpoints';
import { BackToSignIn } from './BackToSignIn';
import { FormAlert } from './FormAlert';
import { EmailInput } from './EmailInput';
import { SideLayout } from './SideLayout';
import { SubmitButton } from './SubmitButton';
import { useSubmitWithErrors } from './useSubmitWithErrors';

interface SignUpValues {
  name: string;
  username: string;
  email: string;
  phone: string;
  password: string;
  confirm_password?: string;
}

export function SignUpPage() {
  const translate = useTranslate();
  const [done, setDone] = useState(false);
  const { error, onSubmit } = useSubmitWithErrors(async ({ confirm_password: _confirm, ...values }: SignUpValues) => {
    await callEndpoint(AUTH_ENDPOINTS.signUp, { body: values });
    setDone(true);
  });

  return (
    <SideLayout title={translate('ps.auth.sign_up_title')} subtitle={translate('ps.auth.sign_up_subtitle')}>
      <FormAlert message={error} />
      {done ? (
        <FormAlert severity="success" message="ps.auth.sign_up_pending" />
      ) : (
        <Form resolver={zodResolver(signUpFormSchema)} onSubmit={onSubmit as never} noValidate>
          <TextInput source="name" label="ps.auth.full_name" autoComplete="name" fullWidth />
          <TextInput source="username" label="ps.auth.username" autoComplete="username" fullWidth />
          <EmailInput autoComplete="email" />
          <TextInput
            source="phone"
            type="tel"
            label="ps.auth.phone"
            autoComplete="tel"
            placeholder="05XXXXXXXX"
            fullWidth
            slotProps={{ htmlInput: { dir: 'ltr' } }}
          />
          <PasswordInput source="password" label="ps.auth.password" autoComplete="new-password" fullWidth />
          <PasswordInput
            source="confirm_password"
            label="ps.auth.confirm_password"
            autoComplete="new-password"
            fullWidth
          />
          <SubmitButton label="ps.auth.sign_up" />
        </Form>
      )}
      <BackToSignIn />
    </SideLayout>
  );
}
