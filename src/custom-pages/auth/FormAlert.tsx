import { Alert } from '@mui/material';
import { useTranslate } from 'ra-core';
import { WaitNotice } from './WaitNotice';

interface FormAlertProps {
  message?: string;
  severity?: 'error' | 'success' | 'info';
  /** A refusal that names a wait (a lock-out, a limit) says how long is left. */
  retryAfterSeconds?: number;
}

export function FormAlert({ message, severity = 'error', retryAfterSeconds }: FormAlertProps) {
  const translate = useTranslate();
  if (!message) return null;
  return (
    <Alert severity={severity} role={severity === 'error' ? 'alert' : 'status'} sx={{ mb: 2 }}>
      {translate(message, { _: message })}
      {retryAfterSeconds ? <WaitNotice seconds={retryAfterSeconds} /> : null}
    </Alert>
  );
}
