import { Box, Chip, type ChipProps, Typography } from '@mui/material';
import type { MouseEvent } from 'react';
import {
  Link,
  useCreatePath,
  useGetManyAggregate,
  useLocaleState,
  useRecordContext,
  useResourceDefinitions,
  useTranslate,
} from 'react-admin';
import type { AuditAction } from '../../../domain/audit';
import { roleName } from '../../../domain/roles';
import { nameIn } from '../../components/LocalizedName';
import { DateTimeField } from '../../components/fields';
import { DAY_TIME_PARTS, useFormatters } from '../../i18n/useFormatters';
import { pageResourceOf } from '../../providers/apiResources';
import { useOperatorTimeZone } from '../../providers/operatorTimeZone';
import type { AuditEntry } from './auditEntry';

const ACTION_COLORS: Record<AuditAction, ChipProps['color']> = {
  create: 'success',
  update: 'info',
  delete: 'error',
  status: 'warning',
  password: 'secondary',
  approve: 'success',
  reject: 'error',
  reissue_qr: 'secondary',
  force_exit: 'warning',
  backdate: 'warning',
  acknowledge: 'info',
  confirm_read: 'success',
  refuse_read: 'error',
  open_barrier: 'warning',
  erase: 'error',
  validate: 'success',
  refuse_validation: 'error',
  top_up: 'success',
  bill_month: 'success',
  close_shift: 'info',
  send_payment_link: 'info',
  pay_online: 'success',
  refuse_online_payment: 'error',
  start_automatic_renewal: 'info',
  stop_automatic_renewal: 'warning',
  issue: 'success',
  block: 'warning',
  lost: 'error',
  return: 'info',
};

/** Seconds count in a log: two changes a minute apart are told apart. */
export function EntryTimeField() {
  const timeZone = useOperatorTimeZone();
  return <DateTimeField source="at" options={{ ...DAY_TIME_PARTS, second: '2-digit', timeZone }} />;
}

export function ActionChip({ action }: { action: AuditAction }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={ACTION_COLORS[action]}
      label={translate(`ps.audit_log.actions.${action}`)}
    />
  );
}

export function ActionField() {
  const record = useRecordContext<AuditEntry>();
  return record ? <ActionChip action={record.action} /> : null;
}

/** The actor as the log wrote them (a later rename or deletion changes nothing), and their role then. */
export function ActorField() {
  const record = useRecordContext<AuditEntry>();
  const translate = useTranslate();
  if (!record) return null;
  if (record.actor_name === null) return <>{translate('ps.audit_log.system')}</>;
  return (
    <Box>
      <bdi>{record.actor_name}</bdi>
      {record.actor_role_id !== null ? (
        <Typography variant="caption" component="div" color="text.secondary">
          {translate(`ps.roles.${roleName(record.actor_role_id)}`)}
        </Typography>
      ) : null}
    </Box>
  );
}

/** A record type by its name in the screen's language ("Gate"), or its API name when it has none. */
export function useResourceLabel() {
  const translate = useTranslate();
  return (resource: string, count: 1 | 2 = 1) =>
    translate(`resources.${pageResourceOf(resource)}.name`, { smart_count: count, _: resource });
}

export function ResourceField() {
  const record = useRecordContext<AuditEntry>();
  const label = useResourceLabel();
  return record ? <>{label(record.resource)}</> : null;
}

/** The name an entry gives its record: the new name of a creation or edit, the last one of a deletion. */
function loggedName(entry: AuditEntry, locale: string): string | undefined {
  const value = (field: string) => {
    const [before, after] = entry.changes[field] ?? [];
    return (entry.action === 'delete' ? before : (after ?? before)) as string | null | undefined;
  };
  return (
    nameIn(locale, { name: value('name') ?? value('name_en') ?? undefined, name_ar: value('name_ar') }) || undefined
  );
}

/**
 * The changed record as it is now, while it exists and the app has a page for it (rows of one
 * page ask together: one request per record type).
 */
function useCurrentRecord(entry: AuditEntry | undefined) {
  const page = pageResourceOf(entry?.resource ?? '');
  const definition = useResourceDefinitions()[page];
  const linkType = definition?.hasShow ? 'show' : definition?.hasEdit ? 'edit' : undefined;
  const id = entry?.record_id ?? null;
  const { data, isPending } = useGetManyAggregate(
    page,
    { ids: id === null ? [] : [id] },
    { enabled: Boolean(linkType) && id !== null },
  );
  const current = data?.find((found) => found?.id === id);
  return { page, linkType, current, gone: Boolean(linkType) && !isPending && !current };
}

/** The changed record by name (as it is now, else as the entry gives it), else by number; no link. */
export function RecordName({ entry }: { entry: AuditEntry }) {
  const [locale] = useLocaleState();
  const { plain } = useFormatters();
  const { current } = useCurrentRecord(entry);
  const name = (current && nameIn(locale, current)) || loggedName(entry, locale);
  return <bdi>{name ?? (entry.record_id === null ? '—' : `#${plain(entry.record_id)}`)}</bdi>;
}

/**
 * The changed record: a link to its page while it exists and the app has one, named as it is
 * now; else its number, with the name the entry gives it and a word that it is gone.
 */
export function RecordField() {
  const record = useRecordContext<AuditEntry>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const createPath = useCreatePath();
  const { plain } = useFormatters();
  const { page, linkType, current, gone } = useCurrentRecord(record);
  if (!record || record.record_id === null) return null;
  const number = `#${plain(record.record_id)}`;
  if (linkType && current) {
    return (
      <Link
        to={createPath({ resource: page, id: record.record_id, type: linkType })}
        onClick={(event: MouseEvent) => event.stopPropagation()}
        underline="hover"
      >
        <bdi>{nameIn(locale, current) || number}</bdi>
      </Link>
    );
  }
  const name = loggedName(record, locale);
  return (
    <Box>
      <bdi>{name ?? number}</bdi>
      {name || gone ? (
        <Typography variant="caption" component="div" color="text.secondary">
          {[name ? number : null, gone ? translate('ps.audit_log.record_gone') : null].filter(Boolean).join(' · ')}
        </Typography>
      ) : null}
    </Box>
  );
}
