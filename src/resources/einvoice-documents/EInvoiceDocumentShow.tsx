import { Box } from '@mui/material';
import {
  Labeled,
  Link,
  ReferenceField,
  Show,
  TopToolbar,
  useCanAccess,
  useDataProvider,
  useRecordContext,
} from 'react-admin';
import { DateTimeField, LocaleNumberField, MoneyField } from '../../components/fields';
import { LtrText } from '../../components/LtrText';
import { Panel } from '../../components/Panel';
import { recordErrorProps } from '../../components/RecordNotFound';
import type { AppDataProvider, EInvoiceDocument } from '../../providers/dataProvider';
import { AuthorityMessages } from './AuthorityMessages';
import { DocumentCodeField, DocumentPaymentLink, DocumentWordField } from './DocumentFields';
import { EInvoiceStatusField } from './EInvoiceStatusChip';
import { HashText } from './HashText';
import { ResendButton } from './ResendButton';
import { XmlDownloadButton } from './XmlDownloadButton';

const FULL_ROW = { gridColumn: '1 / -1' };

function Actions() {
  const document = useRecordContext<EInvoiceDocument>();
  const dataProvider = useDataProvider<AppDataProvider>();
  return (
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      <ResendButton />
      {document ? <XmlDownloadButton load={() => dataProvider.getEInvoiceXml(document.id)} /> : null}
    </TopToolbar>
  );
}

/** The unit that signed the document: a link to it for whoever may open the units (the super admin), its name for the others. */
function DocumentUnitField() {
  const { canAccess } = useCanAccess({ resource: 'einvoice-units', action: 'show' });
  const document = useRecordContext<EInvoiceDocument>();
  if (!document) return null;
  const name = <LtrText>{document.unit_name}</LtrText>;
  return canAccess ? <Link to={`/einvoice-units/${document.unit_id}/show`}>{name}</Link> : name;
}

function DocumentPanel() {
  const document = useRecordContext<EInvoiceDocument>();
  if (!document) return null;
  return (
    <Panel title="ps.einvoice.documents.sections.document">
      <Labeled source="number">
        <DocumentCodeField source="number" />
      </Labeled>
      <Labeled source="kind">
        <DocumentWordField source="kind" />
      </Labeled>
      <Labeled source="type">
        <DocumentWordField source="type" />
      </Labeled>
      <Labeled>
        <DateTimeField source="issued_at" />
      </Labeled>
      <Labeled>
        <MoneyField source="total" />
      </Labeled>
      <Labeled>
        <MoneyField source="vat" />
      </Labeled>
      <Labeled source="payment_transaction_id">
        <DocumentPaymentLink />
      </Labeled>
      {document.corrects_id === null ? null : (
        <Labeled source="corrects_id">
          <ReferenceField source="corrects_id" reference="einvoice-documents" link="show">
            <DocumentCodeField source="number" />
          </ReferenceField>
        </Labeled>
      )}
      <Labeled source="unit_id">
        <DocumentUnitField />
      </Labeled>
      <Labeled source="uuid">
        <DocumentCodeField source="uuid" />
      </Labeled>
    </Panel>
  );
}

/** Where the document stands in its unit's chain: its counter, its hash and the hash before it. */
function ChainPanel() {
  const document = useRecordContext<EInvoiceDocument>();
  if (!document) return null;
  return (
    <Panel title="ps.einvoice.documents.sections.chain">
      <Labeled>
        <LocaleNumberField source="counter" />
      </Labeled>
      <Box sx={FULL_ROW}>
        <Labeled source="hash">
          <HashText hash={document.hash} />
        </Labeled>
      </Box>
      <Box sx={FULL_ROW}>
        <Labeled source="previous_hash">
          <HashText hash={document.previous_hash} />
        </Labeled>
      </Box>
    </Panel>
  );
}

function AnswerPanel() {
  const document = useRecordContext<EInvoiceDocument>();
  if (!document) return null;
  return (
    <Panel title="ps.einvoice.documents.sections.answer">
      <Labeled source="status">
        <EInvoiceStatusField />
      </Labeled>
      <Labeled>
        <LocaleNumberField source="attempts" />
      </Labeled>
      <Labeled>
        <DateTimeField source="answered_at" emptyText="ps.einvoice.documents.not_answered" />
      </Labeled>
      {document.status === 'queued' ? (
        <Labeled>
          <DateTimeField source="next_attempt_at" />
        </Labeled>
      ) : null}
      <Box sx={FULL_ROW}>
        <Labeled source="messages">
          <AuthorityMessages messages={document.messages} />
        </Labeled>
      </Box>
    </Panel>
  );
}

/**
 * A signed document: what it states (a credit note, the invoice it corrects), its place in the
 * chain, the Authority's answer; its XML, and a resend while not accepted.
 */
export default function EInvoiceDocumentShow() {
  return (
    <Show actions={<Actions />} {...recordErrorProps()}>
      <Box sx={{ display: 'grid', gap: 2, p: 2 }}>
        <DocumentPanel />
        <ChainPanel />
        <AnswerPanel />
      </Box>
    </Show>
  );
}
