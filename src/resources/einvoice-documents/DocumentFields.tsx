import { Link as MuiLink, Typography } from '@mui/material';
import { Link, useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import { LtrText } from '../../components/LtrText';
import { useFormatters } from '../../i18n/useFormatters';
import type { EInvoiceDocument } from '../../providers/dataProvider';

/** The document's kind or type in context, in words. */
export function DocumentWordField({ source }: { source: 'kind' | 'type'; label?: string }) {
  const document = useRecordContext<EInvoiceDocument>();
  const translate = useTranslate();
  if (!document) return null;
  return (
    <Typography component="span" variant="body2">
      {translate(`ps.einvoice.${source === 'kind' ? 'kinds' : 'types'}.${document[source]}`)}
    </Typography>
  );
}

/** A document's number or UUID: Latin, left to right. */
export function DocumentCodeField({ source }: { source: 'number' | 'uuid'; label?: string }) {
  const document = useRecordContext<EInvoiceDocument>();
  if (!document) return null;
  return <LtrText>{document[source]}</LtrText>;
}

/** The payment the document states, as a link to it. */
export function DocumentPaymentLink(_props: { label?: string }) {
  const document = useRecordContext<EInvoiceDocument>();
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { plain } = useFormatters();
  if (!document) return null;
  const id = document.payment_transaction_id;
  return (
    <MuiLink component={Link} to={createPath({ resource: 'parking-transactions', type: 'show', id })}>
      {translate('ps.payment_transactions.payment_link', { id: plain(id) })}
    </MuiLink>
  );
}
