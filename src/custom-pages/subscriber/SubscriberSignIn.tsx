import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { HttpError, useTranslate } from 'ra-core';
import { SUBSCRIBER_PORTAL_ENDPOINTS as PORTAL } from '../../../domain/endpoints/subscriber-portal';
import { OTP_LENGTH } from '../../../domain/schemas/auth';
import { callEndpoint } from '../../providers/endpoints';

const fieldError = (error: Error | null, field: string) =>
  error instanceof HttpError ? (error.body?.errors as Record<string, string> | undefined)?.[field] : undefined;

/**
 * How a subscriber signs in: the email their subscription names, then the code mailed to it. The
 * answer to the first step is the same whether or not any subscription names the email.
 */
export function SubscriberSignIn({ ended, onSignedIn }: { ended: boolean; onSignedIn: (token: string) => void }) {
  const translate = useTranslate();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const ask = useMutation({ mutationFn: () => callEndpoint(PORTAL.code, { body: { email } }) });
  const signIn = useMutation({
    mutationFn: () => callEndpoint(PORTAL.signIn, { body: { email, otp: code } }),
    onSuccess: ({ token }) => onSignedIn(token),
  });
  const submitEmail = (event: FormEvent) => {
    event.preventDefault();
    ask.mutate();
  };
  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    signIn.mutate();
  };
  const emailError = fieldError(ask.error, 'email');
  if (ask.isSuccess)
    return (
      <Stack component="form" onSubmit={submitCode} spacing={2} sx={{ mt: 2 }} noValidate>
        <Alert severity="info">{translate('ps.subscriber.code_sent', { email })}</Alert>
        <TextField
          label={translate('ps.subscriber.code')}
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
          required
          fullWidth
          autoFocus
          error={signIn.isError}
          helperText={
            signIn.error ? translate(signIn.error.message, { _: translate('ps.subscriber.code_wrong') }) : undefined
          }
          slotProps={{
            htmlInput: { inputMode: 'numeric', maxLength: OTP_LENGTH, dir: 'ltr', autoComplete: 'one-time-code' },
          }}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={signIn.isPending}
          disabled={code.length !== OTP_LENGTH}
        >
          {translate('ps.subscriber.sign_in')}
        </Button>
        <Button onClick={() => ask.reset()}>{translate('ps.subscriber.other_email')}</Button>
      </Stack>
    );
  return (
    <Stack component="form" onSubmit={submitEmail} spacing={2} sx={{ mt: 2 }} noValidate>
      {ended ? <Alert severity="warning">{translate('ps.errors.subscriber_signed_out')}</Alert> : null}
      <Typography variant="body2" color="text.secondary">
        {translate('ps.subscriber.explain')}
      </Typography>
      <TextField
        label={translate('ps.subscriber.email')}
        type="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        required
        fullWidth
        autoComplete="email"
        error={Boolean(emailError) || (ask.isError && !emailError)}
        helperText={
          emailError
            ? translate(emailError)
            : ask.error
              ? translate(ask.error.message, { _: translate('ps.subscriber.code_failed') })
              : undefined
        }
        slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'email' } }}
      />
      <Button type="submit" variant="contained" size="large" loading={ask.isPending} disabled={email.trim() === ''}>
        {translate('ps.subscriber.send_code')}
      </Button>
    </Stack>
  );
}
