import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import { DataTable, List, ReferenceField, SimpleList } from 'react-admin';
import { EmptyList } from '../../components/EmptyList';
import { DateTimeField, LocaleNumberField, MoneyField } from '../../components/fields';
import { ListActions } from '../../components/ListActions';
import { LocalizedName } from '../../components/LocalizedName';
import { RowLink } from '../../components/RowLink';
import type { CsvColumn } from '../../export/csvCells';
import { useCsvExporter } from '../../export/useCsvExporter';
import { useFormatters } from '../../i18n/useFormatters';
import { useSmallScreen } from '../../layout/useSmallScreen';
import type { CashierShift } from '../../providers/dataProvider';
import { useCashierShiftFilters } from './cashierShiftFilters';
import { DifferenceAmount, DifferenceField, ShiftStatusField } from './ShiftFields';
import { useShiftName } from './useShiftName';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

const CSV_COLUMNS: CsvColumn[] = [
  { source: 'id', format: 'number' },
  { source: 'status', labels: 'ps.cashier_shifts.statuses' },
  { source: 'opened_at', format: 'dateTime' },
  { source: 'closed_at', format: 'dateTime' },
  { source: 'employee_name' },
  { source: 'area_id', reference: 'areas' },
  { source: 'gate_id', reference: 'gates' },
  { source: 'float', format: 'money' },
  { source: 'difference', format: 'money' },
  { source: 'has_difference', format: 'yesNo' },
  { source: 'difference_reason' },
];

function Empty() {
  return <EmptyList icon={PointOfSaleIcon} message="ps.cashier_shifts.empty" hint="ps.cashier_shifts.empty_hint" />;
}

function ShiftSummary({ shift }: { shift: CashierShift }) {
  const { dateTime, money } = useFormatters();
  return (
    <>
      <bdi>{dateTime(shift.opened_at)}</bdi>
      {' · '}
      <bdi>{money(shift.float)}</bdi>
    </>
  );
}

/**
 * The cashiers' shifts, newest first, for those who keep the money: where and by whom each was
 * worked, its float, and what its count came to against what was expected, in colour when it
 * differs. A row opens the shift's reconciliation and its payments.
 */
export default function CashierShiftList() {
  const small = useSmallScreen();
  const shiftName = useShiftName();
  const exporter = useCsvExporter(CSV_COLUMNS);
  return (
    <List
      filters={useCashierShiftFilters(small)}
      actions={<ListActions create={false} />}
      exporter={exporter}
      sort={{ field: 'opened_at', order: 'DESC' }}
      empty={<Empty />}
    >
      {small ? (
        <SimpleList<CashierShift>
          primaryText={(shift) => `${shiftName(shift)} · ${shift.employee_name ?? ''}`}
          secondaryText={(shift) => <ShiftSummary shift={shift} />}
          tertiaryText={(shift) => <DifferenceAmount difference={shift.difference} />}
          linkType="show"
          empty={<Empty />}
          sx={{ '& .RaSimpleList-tertiary': { opacity: 1 } }}
        />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false} empty={<Empty />}>
          <DataTable.Col source="id" sx={NO_WRAP}>
            <RowLink type="show">
              <LocaleNumberField source="id" options={{ useGrouping: false }} />
            </RowLink>
          </DataTable.Col>
          <DataTable.Col source="opened_at" sx={NO_WRAP}>
            <DateTimeField source="opened_at" />
          </DataTable.Col>
          <DataTable.Col source="closed_at" sx={NO_WRAP}>
            <DateTimeField source="closed_at" emptyText="—" />
          </DataTable.Col>
          <DataTable.Col source="employee_name" disableSort />
          <DataTable.Col source="area_id" disableSort>
            <ReferenceField source="area_id" reference="areas" link={false}>
              <LocalizedName />
            </ReferenceField>
          </DataTable.Col>
          <DataTable.Col source="gate_id" disableSort>
            <ReferenceField source="gate_id" reference="gates" link={false}>
              <LocalizedName />
            </ReferenceField>
          </DataTable.Col>
          <DataTable.Col source="status" disableSort field={ShiftStatusField} />
          <DataTable.Col source="float" align="right" disableSort sx={NO_WRAP}>
            <MoneyField source="float" />
          </DataTable.Col>
          <DataTable.Col source="difference" align="right" field={DifferenceField} />
        </DataTable>
      )}
    </List>
  );
}
