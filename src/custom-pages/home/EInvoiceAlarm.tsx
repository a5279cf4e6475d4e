import { Alert, Button, Stack } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { EINVOICE_ALARM_HOURS, type EInvoiceSubmissionStatus } from '../../../domain/einvoice';
import type { Dashboard } from '../../../domain/schemas/dashboard';
import { useFormatters } from '../../i18n/useFormatters';

type Alarm = NonNullable<Dashboard['einvoice_alarm']>;

/** The e-invoices list filtered to one status. */
export const einvoicesWithStatus = (status: EInvoiceSubmissionStatus) =>
  `/einvoice-documents?filter=${encodeURIComponent(JSON.stringify({ status }))}`;

function AlarmLine({
  severity,
  text,
  count,
  to,
}: {
  severity: 'warning' | 'error';
  text: string;
  /** How many documents the list opens on: one is "it", more are "them". */
  count: number;
  to: string;
}) {
  const translate = useTranslate();
  return (
    <Alert
      severity={severity}
      action={
        <Button component={Link} to={to} color="inherit" size="small" sx={{ whiteSpace: 'nowrap' }}>
          {translate('ps.home.einvoice_alarm.show', { smart_count: count })}
        </Button>
      }
    >
      {text}
    </Alert>
  );
}

/**
 * E-invoices overdue with the Authority: those still not reported long after their payment (a
 * warning: the Authority allows 24 hours) and those it refused (an error), each opening the list
 * of its status. Nothing while all is well.
 */
export function EInvoiceAlarm({ alarm }: { alarm: Alarm }) {
  const translate = useTranslate();
  const { number, dateTime } = useFormatters();
  if (alarm.unreported === 0 && alarm.refused === 0) return null;
  const oldest = alarm.oldest_at
    ? ` ${translate('ps.home.einvoice_alarm.oldest', { smart_count: alarm.unreported, time: dateTime(alarm.oldest_at) })}`
    : '';
  const counted = (key: 'unreported' | 'refused', count: number) =>
    translate(`ps.home.einvoice_alarm.${key}`, {
      smart_count: count,
      count: number(count),
      hours: number(EINVOICE_ALARM_HOURS),
    });
  return (
    <Stack spacing={1}>
      {alarm.unreported > 0 ? (
        <AlarmLine
          severity="warning"
          text={counted('unreported', alarm.unreported) + oldest}
          count={alarm.unreported}
          to={einvoicesWithStatus('queued')}
        />
      ) : null}
      {alarm.refused > 0 ? (
        <AlarmLine
          severity="error"
          text={counted('refused', alarm.refused) + (alarm.unreported > 0 ? '' : oldest)}
          count={alarm.refused}
          to={einvoicesWithStatus('not_reported')}
        />
      ) : null}
    </Stack>
  );
}
