import { Alert } from '@mui/material';
import { useTranslate } from 'ra-core';

export function FormAlert({ message, severity = 'error' }: { message?: string; severity?: 'error' | 'success' | 'info' }) {
  const translate = useTranslate();
  if (!message) return null;
  return (
    <Alert severity={severity} role={severity === 'error' ? 'alert' : 'status'} sx={{ mb: 2 }}>
      {translate(message, { _: message })}
    </Alert>
  );
}
