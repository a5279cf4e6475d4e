import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { Labeled, Link, Show, TopToolbar, useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import { recordErrorProps } from '../../components/RecordNotFound';
import { ActionField, ActorField, EntryTimeField, RecordField, ResourceField, useResourceLabel } from './AuditFields';
import type { AuditEntry } from './auditEntry';
import { ChangesTable } from './ChangesTable';

function EntryTitle() {
  const entry = useRecordContext<AuditEntry>();
  const translate = useTranslate();
  const resourceLabel = useResourceLabel();
  if (!entry) return null;
  return (
    <>
      {translate('ps.audit_log.entry_title', {
        resource: resourceLabel(entry.resource),
        id: entry.record_id ?? '—',
        action: translate(`ps.audit_log.actions.${entry.action}`),
      })}
    </>
  );
}

/** Every entry of the same record, newest first. */
function RecordHistoryButton() {
  const entry = useRecordContext<AuditEntry>();
  const translate = useTranslate();
  const createPath = useCreatePath();
  if (!entry || entry.record_id === null) return null;
  const filter = JSON.stringify({ resource: entry.resource, record_id: entry.record_id });
  return (
    <Button
      component={Link}
      to={`${createPath({ resource: 'audit-log', type: 'list' })}?filter=${encodeURIComponent(filter)}`}
      startIcon={<ManageSearchIcon />}
    >
      {translate('ps.audit_log.record_history')}
    </Button>
  );
}

function Changes() {
  const entry = useRecordContext<AuditEntry>();
  const translate = useTranslate();
  if (!entry) return null;
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          {translate('ps.audit_log.changes.title')}
        </Typography>
        <ChangesTable resource={entry.resource} action={entry.action} changes={entry.changes} />
      </CardContent>
    </Card>
  );
}

/** One entry of the log: when, who, what, and the fields it changed. */
export default function AuditLogShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <RecordHistoryButton />
        </TopToolbar>
      }
      {...recordErrorProps(undefined, <EntryTitle />)}
    >
      <Box sx={{ display: 'grid', gap: 2, p: 2 }}>
        <Card variant="outlined">
          <CardContent
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, auto)' },
              justifyContent: 'start',
              justifyItems: 'start',
              columnGap: 6,
            }}
          >
            <Labeled source="at">
              <EntryTimeField />
            </Labeled>
            <Labeled source="actor_name">
              <ActorField />
            </Labeled>
            <Labeled source="action">
              <ActionField />
            </Labeled>
            <Labeled source="resource">
              <ResourceField />
            </Labeled>
            <Labeled source="record_id">
              <RecordField />
            </Labeled>
          </CardContent>
        </Card>
        <Changes />
      </Box>
    </Show>
  );
}
