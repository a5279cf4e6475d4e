import { Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { HttpError, useTranslate } from 'ra-core';
import { AUTH_ENDPOINTS } from '../../../domain/endpoints/auth';
import { callEndpoint } from '../../providers/endpoints';
import { FormAlert } from './FormAlert';
import { useCountdown } from './useCountdown';
import { useWaitText } from './WaitNotice';

/**
 * "Send the code again" on the code step, for the email in the form. The server sends one code
 * per email per interval: the button waits out what it says (after a code, or after a refusal).
 */
export function ResendCode({ initialWaitSeconds = 0 }: { initialWaitSeconds?: number }) {
  const translate = useTranslate();
  const waitText = useWaitText();
  const { getValues, trigger } = useFormContext<{ email: string }>();
  const { secondsLeft, start } = useCountdown(initialWaitSeconds);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<{ sent: boolean; error?: string }>();

  const resend = async () => {
    if (!(await trigger('email'))) return;
    setSending(true);
    setOutcome(undefined);
    try {
      const answer = await callEndpoint(AUTH_ENDPOINTS.forgotPassword, { body: { email: getValues('email') } });
      start(answer.resend_after_seconds);
      setOutcome({ sent: true });
    } catch (failure) {
      const wait =
        failure instanceof HttpError
          ? (failure.body as { retry_after_seconds?: number } | undefined)?.retry_after_seconds
          : undefined;
      if (wait) start(wait);
      setOutcome({ sent: false, error: failure instanceof Error ? failure.message : 'ps.errors.server_error' });
    } finally {
      setSending(false);
    }
  };

  return (
    <Box sx={{ mt: 2, textAlign: 'center' }}>
      {outcome?.error ? <FormAlert message={outcome.error} /> : null}
      {outcome?.sent ? <FormAlert severity="info" message="ps.auth.resend.sent" /> : null}
      <Button type="button" onClick={resend} disabled={sending || secondsLeft > 0}>
        {translate('ps.auth.resend.send_again')}
      </Button>
      {secondsLeft > 0 ? (
        <Typography variant="body2" color="text.secondary">
          {waitText(secondsLeft)}
        </Typography>
      ) : null}
    </Box>
  );
}
