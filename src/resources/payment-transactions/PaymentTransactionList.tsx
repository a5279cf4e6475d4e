import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { DataTable, List, ReferenceField, SimpleList } from 'react-admin';
import { DateTimeField, MoneyField } from '../../components/fields';
import { ListActions } from '../../components/ListActions';
import { LocalizedName } from '../../components/LocalizedName';
import { RowLink } from '../../components/RowLink';
import type { CsvColumn } from '../../export/csvCells';
import { useCsvExporter } from '../../export/useCsvExporter';
import { useFormatters } from '../../i18n/useFormatters';
import { useSmallScreen } from '../../layout/useSmallScreen';
import type { PaymentTransaction } from '../../providers/dataProvider';
import { usePaymentMethods } from '../vehicles/usePaymentMethods';
import type { PaymentMethodCode } from '../../../domain/schemas/reference';
import { PaymentStatusChip, PaymentTypeChip, RefundChip } from './PaymentChips';
import { PayerField, PaymentMethodField, usePayerText } from './PaymentFields';
import { usePaymentFilters } from './paymentFilters';
import { PaymentTotals } from './PaymentTotals';
import { RevenueReportButton } from '../../custom-pages/revenue-report/RevenueReportButton';
import { FeeAdjustmentsButton } from '../fee-adjustments/FeeAdjustmentsButton';
import { EmptyList } from '../../components/EmptyList';

// A plate, a time and an amount each read on one line.
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

function Empty() {
  return (
    <EmptyList
      icon={ReceiptLongIcon}
      message="ps.payment_transactions.empty"
      hint="ps.payment_transactions.empty_hint"
    />
  );
}

function useCsvColumns(): CsvColumn[] {
  const payerText = usePayerText();
  const { nameOf } = usePaymentMethods();
  return [
    { source: 'created_at', format: 'dateTime' },
    { source: 'plate', text: (_value, _context, record) => payerText(record as PaymentTransaction) },
    { source: 'type', labels: 'ps.payment_transactions.types' },
    { source: 'area_id', reference: 'areas' },
    { source: 'amount', format: 'money' },
    { source: 'payment_method', text: (code) => nameOf(code as PaymentMethodCode) },
    { source: 'status', labels: 'ps.payment_transactions.statuses' },
    { source: 'refund_of_id', format: 'number' },
    { source: 'guest_ticket_number' },
    { source: 'reference' },
    { source: 'notes' },
  ];
}

/** A payment on a phone: its amount and when, who paid and how. */
function PaymentSummary({ payment }: { payment: PaymentTransaction }) {
  const { dateTime } = useFormatters();
  return (
    <>
      <bdi>{dateTime(payment.created_at)}</bdi>
      {' · '}
      <PaymentMethodField />
    </>
  );
}

function PaymentAmount({ payment }: { payment: PaymentTransaction }) {
  const { money } = useFormatters();
  return (
    <>
      <bdi>{money(payment.amount)}</bdi>
      <RefundChip />
    </>
  );
}

/**
 * The payments, newest first, with the totals of what the filters hold above them; plate search in
 * either script, the API's filters, an export, and a payment taken by hand to record. A refund
 * reads as one (its chip) and is negative, in the totals and the file alike.
 */
export default function PaymentTransactionList() {
  const small = useSmallScreen();
  const filters = usePaymentFilters(small);
  const exporter = useCsvExporter(useCsvColumns());
  return (
    <List
      filters={filters}
      actions={
        <ListActions>
          <RevenueReportButton />
          <FeeAdjustmentsButton />
        </ListActions>
      }
      exporter={exporter}
      sort={{ field: 'created_at', order: 'DESC' }}
      empty={<Empty />}
    >
      <PaymentTotals />
      {small ? (
        <SimpleList<PaymentTransaction>
          primaryText={(payment) => <PaymentAmount payment={payment} />}
          secondaryText={(payment) => <PaymentSummary payment={payment} />}
          // a function, not an element: react-admin floats only what a function returns to the end of the row
          tertiaryText={() => <PaymentStatusChip />}
          linkType="show"
          empty={<Empty />}
          sx={{ '& .RaSimpleList-tertiary': { opacity: 1 } }}
        />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false} empty={<Empty />}>
          <DataTable.Col source="created_at" sx={NO_WRAP}>
            <RowLink type="show">
              <DateTimeField source="created_at" />
            </RowLink>
          </DataTable.Col>
          <DataTable.Col source="plate" disableSort field={PayerField} sx={NO_WRAP} />
          <DataTable.Col source="type" disableSort field={PaymentTypeChip} />
          <DataTable.Col source="area_id">
            <ReferenceField source="area_id" reference="areas" link={false}>
              <LocalizedName />
            </ReferenceField>
          </DataTable.Col>
          <DataTable.Col source="amount" align="right" sx={NO_WRAP}>
            <MoneyField source="amount" />
          </DataTable.Col>
          <DataTable.Col source="payment_method" disableSort field={PaymentMethodField} />
          <DataTable.Col source="status" disableSort field={PaymentStatusChip} />
        </DataTable>
      )}
    </List>
  );
}
