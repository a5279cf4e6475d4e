import { Box, Link as MuiLink, Stack } from '@mui/material';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { SUBSCRIBER_PAGE_PATH } from '../../../domain/schemas/subscriber-portal';
import { Form, useTranslate } from 'ra-core';
import { PasswordInput } from 'ra-ui-materialui';
import { REASON_PARAM, REDIRECT_PARAM, SESSION_ENDED } from '../../layout/sign-in-location';
import { authProvider } from '../../providers/authProvider';
import { FormAlert } from './FormAlert';
import { EmailInput } from './EmailInput';
import { lazyZodResolver } from './lazyZodResolver';
import { SideLayout } from './SideLayout';
import { SubmitButton } from './SubmitButton';
import { useSignUpEnabled } from './useSignUpEnabled';
import { useSubmitWithErrors } from './useSubmitWithErrors';

const login = lazyZodResolver(() => import('../../../domain/schemas/auth').then((module) => module.loginSchema));

export function SignInPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const signUpEnabled = useSignUpEnabled();
  const { error, retryAfterSeconds, onSubmit } = useSubmitWithErrors(
    async (values: { email: string; password: string }) => {
      const { redirectTo } = await authProvider.login({ ...values, redirectUrl: params.get(REDIRECT_PARAM) });
      navigate(redirectTo, { replace: true });
    },
  );

  return (
    <SideLayout title={translate('ps.auth.sign_in_title')} subtitle={translate('ps.auth.sign_in_subtitle')}>
      {params.get(REASON_PARAM) === SESSION_ENDED && !error ? (
        <FormAlert severity="info" message="ps.auth.session_ended" />
      ) : null}
      <FormAlert message={error} retryAfterSeconds={retryAfterSeconds} />
      <Form resolver={login.resolver} onSubmit={onSubmit as never} noValidate>
        <EmailInput autoComplete="username" autoFocus onChange={login.preload} />
        <PasswordInput
          source="password"
          label="ps.auth.password"
          autoComplete="current-password"
          fullWidth
          onChange={login.preload}
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
          <MuiLink component={Link} to="/forgot-password" variant="body2">
            {translate('ps.auth.forgot_password_link')}
          </MuiLink>
        </Box>
        <SubmitButton label="ps.auth.sign_in" />
      </Form>
      {signUpEnabled ? (
        <Stack direction="row" spacing={0.5} sx={{ mt: 3, justifyContent: 'center' }}>
          <MuiLink component={Link} to="/sign-up" variant="body2">
            {translate('ps.auth.sign_up_link')}
          </MuiLink>
        </Stack>
      ) : null}
      <Stack direction="row" sx={{ mt: 2, justifyContent: 'center' }}>
        <MuiLink component={Link} to={SUBSCRIBER_PAGE_PATH} variant="body2">
          {translate('ps.auth.subscriber_link')}
        </MuiLink>
      </Stack>
    </SideLayout>
  );
}
