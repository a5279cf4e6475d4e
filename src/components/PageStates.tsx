import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The three designed states every screen has besides its content. */
export function LoadingState({ rows = 3 }: { rows?: number }) {
  const translate = useTranslate();
  return (
    <Stack spacing={2} aria-busy="true" aria-label={translate('ra.page.loading')}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={88} />
      ))}
    </Stack>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const translate = useTranslate();
  return (
    <Box role="alert" sx={{ textAlign: 'center', py: 6 }}>
      <ErrorOutlineIcon color="error" sx={{ fontSize: 48 }} />
      <Typography variant="h6" component="p" sx={{ mt: 1 }}>
        {translate(message, { _: message })}
      </Typography>
      {onRetry ? (
        <Button onClick={onRetry} sx={{ mt: 2 }} variant="outlined">
          {translate('ps.common.retry')}
        </Button>
      ) : null}
    </Box>
  );
}
