import { Alert, Button, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { HttpError, useTranslate } from 'ra-core';
import { SUBSCRIBER_PORTAL_ENDPOINTS as PORTAL } from '../../../domain/endpoints/subscriber-portal';
import { OTP_LENGTH } from '../../../domain/schemas/auth';
import { callEndpoint } from '../../providers/endpoints';

const fieldError = (error: Error | null, field: string) =>
  error instanceof HttpError ? (error.body?.errors as Record<string, string> | undefined)?.[field] : undefined;

type ContactKind = 'email' | 'phone';

/**
 * How a subscriber signs in: the email or the mobile number their subscription names, then the
 * code mailed or texted to it. The answer to the first step is the same whether or not any
 * subscription names it.
 */
export function SubscriberSignIn({ ended, onSignedIn }: { ended: boolean; onSignedIn: (token: string) => void }) {
  const translate = useTranslate();
  const [kind, setKind] = useState<ContactKind>('email');
  const [contact, setContact] = useState('');
  const [code, setCode] = useState('');
  const named = () => ({ [kind]: contact });
  const ask = useMutation({ mutationFn: () => callEndpoint(PORTAL.code, { body: named() }) });
  const signIn = useMutation({
    mutationFn: () => callEndpoint(PORTAL.signIn, { body: { ...named(), otp: code } }),
    onSuccess: ({ token }) => onSignedIn(token),
  });
  const submitContact = (event: FormEvent) => {
    event.preventDefault();
    ask.mutate();
  };
  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    signIn.mutate();
  };
  const contactError = fieldError(ask.error, kind);
  if (ask.isSuccess)
    return (
      <Stack component="form" onSubmit={submitCode} spacing={2} sx={{ mt: 2 }} noValidate>
        <Alert severity="info">{translate('ps.subscriber.code_sent', { contact })}</Alert>
        <TextField
          label={translate(kind === 'email' ? 'ps.subscriber.code' : 'ps.subscriber.code_by_sms')}
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
    <Stack component="form" onSubmit={submitContact} spacing={2} sx={{ mt: 2 }} noValidate>
      {ended ? <Alert severity="warning">{translate('ps.errors.subscriber_signed_out')}</Alert> : null}
      <Typography variant="body2" color="text.secondary">
        {translate('ps.subscriber.explain')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        color="primary"
        value={kind}
        aria-label={translate('ps.subscriber.sign_in_by')}
        onChange={(_event, chosen: ContactKind | null) => {
          if (!chosen) return;
          setKind(chosen);
          setContact('');
          ask.reset();
        }}
      >
        <ToggleButton value="email">{translate('ps.subscriber.email')}</ToggleButton>
        <ToggleButton value="phone">{translate('ps.subscriber.phone')}</ToggleButton>
      </ToggleButtonGroup>
      <TextField
        key={kind}
        label={translate(kind === 'email' ? 'ps.subscriber.email' : 'ps.subscriber.phone')}
        type={kind === 'email' ? 'email' : 'tel'}
        value={contact}
        onChange={(event) => setContact(event.target.value)}
        required
        fullWidth
        autoComplete={kind === 'email' ? 'email' : 'tel'}
        placeholder={kind === 'phone' ? '05XXXXXXXX' : undefined}
        error={Boolean(contactError) || (ask.isError && !contactError)}
        helperText={
          contactError
            ? translate(contactError)
            : ask.error
              ? translate(ask.error.message, { _: translate('ps.subscriber.code_failed') })
              : undefined
        }
        slotProps={{ htmlInput: { dir: 'ltr', inputMode: kind === 'email' ? 'email' : 'tel' } }}
      />
      <Button type="submit" variant="contained" size="large" loading={ask.isPending} disabled={contact.trim() === ''}>
        {translate('ps.subscriber.send_code')}
      </Button>
    </Stack>
  );
}
