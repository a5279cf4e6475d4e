import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Box, Button, Typography } from '@mui/material';
import { type ReactNode, useContext } from 'react';
import { Link } from 'react-router-dom';
import { EditContext, HttpError, ShowContext, useCreatePath, useResourceContext, useTranslate } from 'react-admin';
import { loadFailureOf } from './ListLoadError';
import { ErrorState } from './PageStates';

/**
 * Whether a record read by the address failed for want of a record: none has that id (404), or
 * the address cannot name one (400: an id that is no id, as in a mistyped `/gates/area/1/create`).
 * No retry can make either work.
 */
export function isNotFound(error: unknown): boolean {
  return error instanceof HttpError && (error.status === 404 || error.status === 400);
}

/** A link to a record that does not exist (deleted, or a wrong address): said plainly, with a way back. */
export function NotFoundState({ backTo }: { backTo?: string }) {
  const translate = useTranslate();
  return (
    <Box role="alert" sx={{ textAlign: 'center', py: 6, px: 2 }}>
      <SearchOffIcon sx={{ fontSize: 56, color: 'text.disabled' }} />
      <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
        {translate('ps.not_found.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('ps.not_found.body')}
      </Typography>
      {backTo ? (
        <Button component={Link} to={backTo} variant="outlined">
          {translate('ps.not_found.back_to_list')}
        </Button>
      ) : null}
    </Box>
  );
}

function useRecordPage() {
  const show = useContext(ShowContext);
  const edit = useContext(EditContext);
  return show ?? edit;
}

/** What a show or edit page shows when its record cannot be read: "not found" for a record no address names, else the resource's failure and a retry. */
function RecordLoadError({ backTo }: { backTo?: string }) {
  const page = useRecordPage();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  const error = page?.error;
  if (isNotFound(error))
    return <NotFoundState backTo={backTo ?? (resource ? createPath({ resource, type: 'list' }) : undefined)} />;
  return (
    <ErrorState
      message={loadFailureOf(resource ?? '')}
      cause={error}
      onRetry={() => void page?.refetch()}
      retrying={page?.isFetching}
    />
  );
}

/**
 * The page's title: the record's (the page's own `title`, else react-admin's "Edit: name") once it
 * is read; what went wrong when it could not be, never a bare "Edit:".
 */
function RecordPageTitle({ title }: { title?: ReactNode }) {
  const page = useRecordPage();
  const resource = useResourceContext();
  const translate = useTranslate();
  if (page?.record) return <>{title ?? page.defaultTitle}</>;
  if (!page?.error) return null;
  return <>{translate(isNotFound(page.error) ? 'ps.not_found.title' : loadFailureOf(resource ?? ''))}</>;
}

/**
 * Props for <Show> and <Edit>: a record that cannot be read is said on the page itself, at once,
 * instead of react-admin's toast and redirect to the list. `backTo` is where "Back to the list"
 * goes for a resource without a list page of its own; `title` a page's own title for its record.
 */
export function recordErrorProps(backTo?: string, title?: ReactNode) {
  return {
    error: <RecordLoadError backTo={backTo} />,
    title: <RecordPageTitle title={title} />,
    queryOptions: { onError: () => undefined },
  };
}
