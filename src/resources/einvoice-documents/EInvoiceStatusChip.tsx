import { Chip, type ChipProps } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { EInvoiceSubmissionStatus } from '../../../domain/einvoice';

/** Accepted green, accepted with warnings amber, waiting grey, refused red. */
const STATUS_COLORS: Record<EInvoiceSubmissionStatus, ChipProps['color']> = {
  queued: 'default',
  reported: 'success',
  cleared: 'success',
  reported_with_warnings: 'warning',
  cleared_with_warnings: 'warning',
  not_reported: 'error',
  not_cleared: 'error',
};

/** Where the Authority stands on a document. */
export function EInvoiceStatusChip({ status }: { status: EInvoiceSubmissionStatus }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={STATUS_COLORS[status]}
      label={translate(`ps.einvoice.statuses.${status}`)}
      sx={{ alignSelf: 'flex-start' }}
    />
  );
}

/** The status chip of the document in context, as a list's or a page's field. */
export function EInvoiceStatusField(_props: { label?: string; source?: string }) {
  const document = useRecordContext<{ status: EInvoiceSubmissionStatus }>();
  return document ? <EInvoiceStatusChip status={document.status} /> : null;
}
