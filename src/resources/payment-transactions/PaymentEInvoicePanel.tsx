import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Button } from '@mui/material';
import {
  Labeled,
  Link,
  RecordContextProvider,
  useCanAccess,
  useCreatePath,
  useDataProvider,
  useGetList,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { LocaleNumberField } from '../../components/fields';
import { Panel } from '../../components/Panel';
import type { AppDataProvider, EInvoiceDocument, PaymentTransaction } from '../../providers/dataProvider';
import { AuthorityMessages } from '../einvoice-documents/AuthorityMessages';
import { DocumentCodeField, DocumentWordField } from '../einvoice-documents/DocumentFields';
import { EInvoiceStatusField } from '../einvoice-documents/EInvoiceStatusChip';
import { HashText } from '../einvoice-documents/HashText';
import { XmlDownloadButton } from '../einvoice-documents/XmlDownloadButton';

const FULL_ROW = { gridColumn: '1 / -1' };

function DocumentLinks({ document }: { document: EInvoiceDocument }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const dataProvider = useDataProvider<AppDataProvider>();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <Button
        component={Link}
        to={createPath({ resource: 'einvoice-documents', type: 'show', id: document.id })}
        size="small"
        startIcon={<OpenInNewIcon />}
      >
        {translate('ps.einvoice.payment_panel.open')}
      </Button>
      <XmlDownloadButton load={() => dataProvider.getPaymentEInvoiceXml(document.payment_transaction_id)} />
    </Box>
  );
}

/**
 * The payment's tax document under phase 2, when its area issues them: its number, its type (a
 * refund's is a credit note), counter and hash, where the Authority stands on it and what it
 * said. Nothing for a payment without one.
 */
export function PaymentEInvoicePanel() {
  const payment = useRecordContext<PaymentTransaction>();
  const { canAccess = false } = useCanAccess({ resource: 'einvoice-documents', action: 'list' });
  const { data } = useGetList<EInvoiceDocument>(
    'einvoice-documents',
    {
      filter: { payment_transaction_id: payment?.id },
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'id', order: 'DESC' },
    },
    { enabled: canAccess && payment !== undefined },
  );
  const document = data?.[0];
  if (!document) return null;
  return (
    <RecordContextProvider value={document}>
      <Panel title="ps.einvoice.payment_panel.title" extra={<DocumentLinks document={document} />}>
        <Labeled resource="einvoice-documents" source="number">
          <DocumentCodeField source="number" />
        </Labeled>
        <Labeled resource="einvoice-documents" source="kind">
          <DocumentWordField source="kind" />
        </Labeled>
        <Labeled resource="einvoice-documents" source="type">
          <DocumentWordField source="type" />
        </Labeled>
        <Labeled resource="einvoice-documents">
          <LocaleNumberField source="counter" />
        </Labeled>
        <Labeled resource="einvoice-documents" source="status">
          <EInvoiceStatusField />
        </Labeled>
        <Box sx={FULL_ROW}>
          <Labeled resource="einvoice-documents" source="hash">
            <HashText hash={document.hash} />
          </Labeled>
        </Box>
        {document.messages.length > 0 ? (
          <Box sx={FULL_ROW}>
            <Labeled resource="einvoice-documents" source="messages">
              <AuthorityMessages messages={document.messages} />
            </Labeled>
          </Box>
        ) : null}
      </Panel>
    </RecordContextProvider>
  );
}
