import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { Alert, Box, Button, Skeleton, Stack, Typography } from '@mui/material';
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

interface ErrorStateProps {
  /** What failed, as the catalog says it ("Failed to load areas"). */
  message: string;
  /** Why, when known: the request's error, whose message is a catalog key ("Network error", "Server error"). */
  cause?: unknown;
  onRetry?: () => void;
  /** The retry is under way: the button waits for it instead of asking again. */
  retrying?: boolean;
}

/**
 * A page, list or card that could not load says so where its content would be, and stays until the
 * user retries: never an empty list, which would read as data that is gone.
 */
/** The request's error in the user's language, when it has one. */
function useCauseText(cause: unknown): string | undefined {
  const translate = useTranslate();
  return cause instanceof Error && cause.message ? translate(cause.message, { _: cause.message }) : undefined;
}

export function ErrorState({ message, cause, onRetry, retrying = false }: ErrorStateProps) {
  const translate = useTranslate();
  const detail = useCauseText(cause);
  return (
    <Box role="alert" sx={{ textAlign: 'center', py: 6, px: 2 }}>
      <ErrorOutlineIcon color="error" sx={{ fontSize: 48 }} />
      <Typography variant="h6" component="p" sx={{ mt: 1 }}>
        {translate(message, { _: message })}
      </Typography>
      {detail ? (
        <Typography variant="body2" color="text.secondary">
          {detail}
        </Typography>
      ) : null}
      {onRetry ? (
        <Button onClick={onRetry} sx={{ mt: 2 }} variant="outlined" disabled={retrying}>
          {translate('ps.common.retry')}
        </Button>
      ) : null}
    </Box>
  );
}

/** The same state where a field's choices would be (a form or a dialog): a line in place of the field, with its retry. */
export function InlineErrorState({ message, cause, onRetry, retrying = false }: ErrorStateProps) {
  const translate = useTranslate();
  const detail = useCauseText(cause);
  return (
    <Alert
      severity="error"
      sx={{ my: 1 }}
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry} disabled={retrying}>
            {translate('ps.common.retry')}
          </Button>
        ) : undefined
      }
    >
      {translate(message, { _: message })}
      {detail ? ` (${detail})` : null}
    </Alert>
  );
}
