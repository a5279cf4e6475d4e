import MoneyOffIcon from '@mui/icons-material/MoneyOff';
import { Chip } from '@mui/material';
import { DataTable, List, ReferenceField, SimpleList, TextField, useRecordContext, useTranslate } from 'react-admin';
import type { FeeAdjustmentKind } from '../../../domain/schemas/fee-adjustment';
import { DateTimeField, MoneyField } from '../../components/fields';
import { ListActions } from '../../components/ListActions';
import { LocalizedName } from '../../components/LocalizedName';
import { PlateLine, plateText } from '../../components/PlateText';
import type { CsvColumn } from '../../export/csvCells';
import { useCsvExporter } from '../../export/useCsvExporter';
import { useFormatters } from '../../i18n/useFormatters';
import { useSmallScreen } from '../../layout/useSmallScreen';
import type { FeeAdjustment } from '../../providers/dataProvider';
import { FeeAdjustmentTotals } from './FeeAdjustmentTotals';
import { useFeeAdjustmentFilters } from './feeAdjustmentFilters';
import { EmptyList } from '../../components/EmptyList';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

const KIND_COLORS: Record<FeeAdjustmentKind, 'warning' | 'info' | 'error'> = {
  waiver: 'warning',
  lane_time: 'info',
  backdated: 'error',
  replayed: 'info',
};

function KindChip() {
  const adjustment = useRecordContext<FeeAdjustment>();
  const translate = useTranslate();
  if (!adjustment) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={KIND_COLORS[adjustment.kind]}
      label={translate(`ps.fee_adjustments.kinds.${adjustment.kind}`)}
    />
  );
}

function PlateField() {
  const adjustment = useRecordContext<FeeAdjustment>();
  return adjustment ? <PlateLine vehicle={adjustment} /> : null;
}

const CSV_COLUMNS: CsvColumn[] = [
  { source: 'arrived_at', format: 'dateTime' },
  { source: 'exit_time', format: 'dateTime' },
  { source: 'plate', text: (_value, _context, record) => plateText(record as FeeAdjustment) },
  { source: 'kind', labels: 'ps.fee_adjustments.kinds' },
  { source: 'area_id', reference: 'areas' },
  { source: 'gate_id', reference: 'gates' },
  { source: 'user_id', reference: 'employees' },
  { source: 'owed', format: 'money' },
  { source: 'charged', format: 'money' },
  { source: 'waived', format: 'money' },
  { source: 'reason' },
];

function Empty() {
  return (
    <EmptyList
      icon={MoneyOffIcon}
      message="ps.fee_adjustments.empty"
      hint="ps.fee_adjustments.empty_hint"
      hintMaxWidth={520}
    />
  );
}

const stayPath = (adjustment: FeeAdjustment) => `/vehicles/${adjustment.vehicle_id}/show`;

/**
 * Every riyal not taken at an exit, newest first: force exits without a charge, exits priced at a
 * lane's time, and administrators' backdated exits, with who closed the stay, where and why; the
 * totals of what the filters hold above them, by employee and by gate.
 */
export default function FeeAdjustmentList() {
  const small = useSmallScreen();
  const translate = useTranslate();
  const { dateTime, money } = useFormatters();
  const exporter = useCsvExporter(CSV_COLUMNS);
  return (
    <List
      filters={useFeeAdjustmentFilters(small)}
      actions={<ListActions create={false} />}
      exporter={exporter}
      sort={{ field: 'arrived_at', order: 'DESC' }}
      empty={<Empty />}
    >
      <FeeAdjustmentTotals />
      {small ? (
        <SimpleList<FeeAdjustment>
          primaryText={(adjustment) => <PlateLine vehicle={adjustment} />}
          secondaryText={(adjustment) => (
            <>
              <bdi>{dateTime(adjustment.arrived_at)}</bdi>
              {' · '}
              {translate(`ps.fee_adjustments.kinds.${adjustment.kind}`)}
            </>
          )}
          tertiaryText={(adjustment) => <bdi>{money(adjustment.waived)}</bdi>}
          linkType={(adjustment) => stayPath(adjustment as unknown as FeeAdjustment)}
          empty={<Empty />}
        />
      ) : (
        <DataTable
          rowClick={(_id, _resource, record) => stayPath(record as unknown as FeeAdjustment)}
          bulkActionButtons={false}
          empty={<Empty />}
        >
          <DataTable.Col source="arrived_at" sx={NO_WRAP}>
            <DateTimeField source="arrived_at" />
          </DataTable.Col>
          <DataTable.Col source="plate" disableSort field={PlateField} sx={NO_WRAP} />
          <DataTable.Col source="kind" disableSort field={KindChip} />
          <DataTable.Col source="area_id" disableSort>
            <ReferenceField source="area_id" reference="areas" link={false}>
              <LocalizedName />
            </ReferenceField>
          </DataTable.Col>
          <DataTable.Col source="gate_id" disableSort>
            <ReferenceField source="gate_id" reference="gates" link={false} emptyText="—">
              <LocalizedName />
            </ReferenceField>
          </DataTable.Col>
          <DataTable.Col source="user_id" disableSort>
            <ReferenceField source="user_id" reference="employees" link={false}>
              <TextField source="name" />
            </ReferenceField>
          </DataTable.Col>
          <DataTable.Col source="owed" align="right" disableSort sx={NO_WRAP}>
            <MoneyField source="owed" />
          </DataTable.Col>
          <DataTable.Col source="waived" align="right" sx={NO_WRAP}>
            <MoneyField source="waived" />
          </DataTable.Col>
          <DataTable.Col source="reason" disableSort />
        </DataTable>
      )}
    </List>
  );
}
