import { Alert, type SxProps, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * What a failed call answered, in the screen's language; when the server's answer is nothing the
 * screen can show (a network failure), what could not be done (`fallback`). Nothing without an error.
 */
export function FailureAlert({ error, fallback, sx }: { error: Error | null; fallback: string; sx?: SxProps<Theme> }) {
  const translate = useTranslate();
  if (!error) return null;
  return (
    <Alert severity="error" sx={sx}>
      {translate(error.message, { _: translate(fallback) })}
    </Alert>
  );
}
