import HistoryIcon from '@mui/icons-material/History';
import { ListActions } from '../../components/ListActions';
import { Box, Typography } from '@mui/material';
import { DataTable, List, SimpleList, useTranslate } from 'react-admin';
import { roleName } from '../../../domain/roles';
import { RowLink } from '../../components/RowLink';
import { type CsvColumn, csvDateTime } from '../../export/csvCells';
import { useCsvExporter } from '../../export/useCsvExporter';
import { useFormatters } from '../../i18n/useFormatters';
import { useSmallScreen } from '../../layout/useSmallScreen';
import {
  ActionChip,
  ActionField,
  ActorField,
  EntryTimeField,
  RecordField,
  RecordName,
  ResourceField,
  useResourceLabel,
} from './AuditFields';
import type { AuditEntry } from './auditEntry';
import { auditLogFilters } from './auditLogFilters';
import { changesSummary } from './changeValues';

const CSV_COLUMNS: CsvColumn[] = [
  { source: 'id', format: 'number' },
  { source: 'at', format: 'dateTime' },
  { source: 'actor_name' },
  { source: 'actor_role_id', text: (value, { translate }) => translate(`ps.roles.${roleName(Number(value))}`) },
  { source: 'action', labels: 'ps.audit_log.actions' },
  {
    source: 'resource',
    text: (value, { translate }) => translate(`resources.${String(value)}.name`, { smart_count: 1, _: String(value) }),
  },
  { source: 'record_id', format: 'number' },
  {
    source: 'changes',
    text: (_value, { translate, timeZone }, record) =>
      changesSummary(record.resource, record.action, record.changes, {
        translate,
        number: String,
        plain: String,
        dateTime: (value) => csvDateTime(value, timeZone),
      }),
  },
];

function Empty() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 8, mx: 'auto' }}>
      <HistoryIcon sx={{ fontSize: 64, color: 'text.disabled' }} />
      <Typography variant="h6" component="p" sx={{ mt: 1 }}>
        {translate('ps.audit_log.empty')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 480, mx: 'auto' }}>
        {translate('ps.audit_log.empty_hint')}
      </Typography>
    </Box>
  );
}

function SmallEntry({ entry }: { entry: AuditEntry }) {
  const resourceLabel = useResourceLabel();
  return (
    <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <ActionChip action={entry.action} />
      <span>{resourceLabel(entry.resource)}</span>
      <Box component="span" sx={{ fontWeight: 500 }}>
        <RecordName entry={entry} />
      </Box>
    </Box>
  );
}

/** The audit log, newest first: who changed what and when; an entry opens on its changed fields. */
export default function AuditLogList() {
  const small = useSmallScreen();
  const translate = useTranslate();
  const { dateTime } = useFormatters();
  const exporter = useCsvExporter(CSV_COLUMNS);
  return (
    <List
      filters={auditLogFilters(small)}
      actions={<ListActions create={false} />}
      exporter={exporter}
      sort={{ field: 'at', order: 'DESC' }}
      empty={<Empty />}
    >
      {small ? (
        <SimpleList<AuditEntry>
          primaryText={(entry) => <SmallEntry entry={entry} />}
          // Each part isolated: a Latin name beside an Arabic date keeps both in order.
          secondaryText={(entry) => (
            <>
              <bdi>{entry.actor_name ?? translate('ps.audit_log.system')}</bdi>
              {' · '}
              <bdi>{dateTime(entry.at)}</bdi>
            </>
          )}
          linkType="show"
        />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="at" sx={{ whiteSpace: 'nowrap' }}>
            <RowLink type="show">
              <EntryTimeField />
            </RowLink>
          </DataTable.Col>
          <DataTable.Col source="actor_name" field={ActorField} />
          <DataTable.Col source="action" field={ActionField} />
          <DataTable.Col source="resource" field={ResourceField} />
          <DataTable.Col source="record_id" field={RecordField} disableSort />
        </DataTable>
      )}
    </List>
  );
}
