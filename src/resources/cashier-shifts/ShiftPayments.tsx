import { DataTable, Pagination, ReferenceManyField } from 'react-admin';
import { DateTimeField, MoneyField } from '../../components/fields';
import { RowLink } from '../../components/RowLink';
import { PaymentStatusChip, PaymentTypeChip } from '../payment-transactions/PaymentChips';
import { PayerField, PaymentMethodField } from '../payment-transactions/PaymentFields';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** The payments and refunds the shift in context took, newest first, each opening its own page. */
export function ShiftPayments({ empty }: { empty: React.ReactNode }) {
  return (
    <ReferenceManyField
      reference="parking-transactions"
      target="cashier_shift_id"
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={25}
      pagination={<Pagination rowsPerPageOptions={[25]} />}
      empty={empty}
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="created_at" sx={NO_WRAP}>
          <RowLink type="show">
            <DateTimeField source="created_at" />
          </RowLink>
        </DataTable.Col>
        <DataTable.Col source="plate" disableSort field={PayerField} sx={NO_WRAP} />
        <DataTable.Col source="type" disableSort field={PaymentTypeChip} />
        <DataTable.Col source="amount" align="right" sx={NO_WRAP}>
          <MoneyField source="amount" />
        </DataTable.Col>
        <DataTable.Col source="payment_method" disableSort field={PaymentMethodField} />
        <DataTable.Col source="status" disableSort field={PaymentStatusChip} />
      </DataTable>
    </ReferenceManyField>
  );
}
