import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { DataTable, List, SimpleList, useTranslate } from 'react-admin';
import { EmptyList } from '../../components/EmptyList';
import { DateTimeField, LocaleNumberField, MoneyField } from '../../components/fields';
import { ListActions } from '../../components/ListActions';
import { RowLink } from '../../components/RowLink';
import type { CsvColumn } from '../../export/csvCells';
import { useCsvExporter } from '../../export/useCsvExporter';
import { useFormatters } from '../../i18n/useFormatters';
import { useSmallScreen } from '../../layout/useSmallScreen';
import type { EInvoiceDocument } from '../../providers/dataProvider';
import { DocumentCodeField, DocumentWordField } from './DocumentFields';
import { EInvoiceStatusField } from './EInvoiceStatusChip';
import { einvoiceDocumentFilters } from './einvoiceDocumentFilters';
import { SendNowButton } from './SendNowButton';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

const CSV_COLUMNS: CsvColumn[] = [
  { source: 'number' },
  { source: 'issued_at', format: 'dateTime' },
  { source: 'kind', labels: 'ps.einvoice.kinds' },
  { source: 'type', labels: 'ps.einvoice.types' },
  { source: 'total', format: 'money' },
  { source: 'vat', format: 'money' },
  { source: 'status', labels: 'ps.einvoice.statuses' },
  { source: 'attempts', format: 'number' },
  { source: 'counter', format: 'number' },
  { source: 'uuid' },
  { source: 'payment_transaction_id', format: 'number' },
];

function Empty() {
  return (
    <EmptyList icon={RequestQuoteIcon} message="ps.einvoice.documents.empty" hint="ps.einvoice.documents.empty_hint" />
  );
}

/** A phone's line under the number: a credit note says so, money given back; an invoice needs no word. */
function DocumentSummary({ document }: { document: EInvoiceDocument }) {
  const { dateTime, money } = useFormatters();
  const translate = useTranslate();
  return (
    <>
      {document.type === 'credit-note' ? `${translate('ps.einvoice.types.credit-note')} · ` : null}
      <bdi>{money(document.total)}</bdi>
      {' · '}
      <bdi>{dateTime(document.issued_at)}</bdi>
    </>
  );
}

/**
 * The signed documents, newest first, and where the Authority stands on each: the reporting view
 * of those who handle the money. "Send now" sends what is due without waiting for the queue.
 */
export default function EInvoiceDocumentList() {
  const small = useSmallScreen();
  const exporter = useCsvExporter(CSV_COLUMNS);
  return (
    <List
      filters={einvoiceDocumentFilters(small)}
      actions={
        <ListActions create={false}>
          <SendNowButton />
        </ListActions>
      }
      exporter={exporter}
      sort={{ field: 'id', order: 'DESC' }}
      empty={<Empty />}
    >
      {small ? (
        <SimpleList<EInvoiceDocument>
          primaryText={() => <DocumentCodeField source="number" />}
          secondaryText={(document) => <DocumentSummary document={document} />}
          tertiaryText={() => <EInvoiceStatusField />}
          linkType="show"
          empty={<Empty />}
          sx={{ '& .RaSimpleList-tertiary': { opacity: 1 } }}
        />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false} empty={<Empty />}>
          <DataTable.Col source="number" disableSort sx={NO_WRAP}>
            <RowLink type="show">
              <DocumentCodeField source="number" />
            </RowLink>
          </DataTable.Col>
          <DataTable.Col source="issued_at" sx={NO_WRAP}>
            <DateTimeField source="issued_at" />
          </DataTable.Col>
          <DataTable.Col source="kind" disableSort>
            <DocumentWordField source="kind" />
          </DataTable.Col>
          <DataTable.Col source="type" disableSort>
            <DocumentWordField source="type" />
          </DataTable.Col>
          <DataTable.Col source="total" align="right" sx={NO_WRAP}>
            <MoneyField source="total" />
          </DataTable.Col>
          <DataTable.Col source="vat" align="right" disableSort sx={NO_WRAP}>
            <MoneyField source="vat" />
          </DataTable.Col>
          <DataTable.Col source="status" disableSort field={EInvoiceStatusField} />
          <DataTable.Col source="attempts" align="right" disableSort>
            <LocaleNumberField source="attempts" />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
