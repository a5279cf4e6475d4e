import { Box } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useFormatters } from '../../i18n/useFormatters';
import { useCountdown } from './useCountdown';

/** "Try again in 14 minutes", in minutes from a minute on, in seconds under it. */
export function useWaitText() {
  const translate = useTranslate();
  const { number } = useFormatters();
  return (seconds: number) => {
    if (seconds >= 60) {
      const minutes = Math.ceil(seconds / 60);
      return translate('ps.auth.wait.minutes', { smart_count: minutes, count: number(minutes) });
    }
    return translate('ps.auth.wait.seconds', { smart_count: seconds, count: number(seconds) });
  };
}

/** How long the server asked to wait, counting down; nothing once the wait is over. */
export function WaitNotice({ seconds }: { seconds: number }) {
  const { secondsLeft } = useCountdown(seconds);
  const waitText = useWaitText();
  if (secondsLeft <= 0) return null;
  return (
    <Box component="span" sx={{ display: 'block', mt: 0.5, fontWeight: 600 }}>
      {waitText(secondsLeft)}
    </Box>
  );
}
