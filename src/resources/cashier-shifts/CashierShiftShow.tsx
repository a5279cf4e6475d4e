import { Box, Typography } from '@mui/material';
import { Labeled, Show, TextField, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { DateTimeField, MoneyField } from '../../components/fields';
import { useLocalizedName } from '../../components/LocalizedName';
import { Panel } from '../../components/Panel';
import { recordErrorProps } from '../../components/RecordNotFound';
import type { CashierShift, CashierShiftWithDetail } from '../../providers/dataProvider';
import { CashCountTable } from './CashCountTable';
import { ReconciliationTable } from './ReconciliationTable';
import { ShiftReportButton } from './report/ShiftReportButton';
import { DifferenceField, ShiftStatusField } from './ShiftFields';
import { ShiftPayments } from './ShiftPayments';
import { TakenTable } from './TakenTable';

const FULL_ROW = { gridColumn: '1 / -1', overflowX: 'auto' };

function Actions() {
  const shift = useRecordContext<CashierShiftWithDetail>();
  return <TopToolbar>{shift ? <ShiftReportButton shiftId={shift.id} /> : null}</TopToolbar>;
}

function ShiftPanel() {
  const shift = useRecordContext<CashierShiftWithDetail>();
  const nameOf = useLocalizedName();
  if (!shift) return null;
  return (
    <Panel title="ps.cashier_shifts.sections.shift">
      <Labeled source="employee_name">
        <TextField source="employee_name" />
      </Labeled>
      <Labeled label="resources.cashier-shifts.fields.area_id">
        <bdi>{nameOf({ name: shift.area_name, name_ar: shift.area_name_ar })}</bdi>
      </Labeled>
      <Labeled label="resources.cashier-shifts.fields.gate_id">
        <bdi>{nameOf({ name: shift.gate_name, name_ar: shift.gate_name_ar })}</bdi>
      </Labeled>
      <Labeled source="status">
        <ShiftStatusField />
      </Labeled>
      <Labeled>
        <DateTimeField source="opened_at" />
      </Labeled>
      <Labeled>
        <DateTimeField source="closed_at" emptyText="—" />
      </Labeled>
      <Labeled>
        <MoneyField source="float" />
      </Labeled>
      <Labeled source="difference">
        <DifferenceField />
      </Labeled>
      {shift.difference_reason ? (
        <Box sx={FULL_ROW}>
          <Labeled>
            <TextField source="difference_reason" dir="auto" />
          </Labeled>
        </Box>
      ) : null}
    </Panel>
  );
}

/** A panel holding one table across its width. */
function TablePanel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Panel title={title}>
      <Box sx={FULL_ROW}>{children}</Box>
    </Panel>
  );
}

function ShiftFigures() {
  // Opened from the list, the page first shows the list's record, which has none of these yet.
  const shift = useRecordContext<CashierShift | CashierShiftWithDetail>();
  const translate = useTranslate();
  if (!shift || !('lines' in shift)) return null;
  return (
    <>
      <TablePanel title="ps.cashier_shifts.reconciliation.label">
        <ReconciliationTable lines={shift.lines} />
      </TablePanel>
      <TablePanel title="ps.cashier_shifts.sections.cash_count">
        <CashCountTable counts={shift.cash_count} />
      </TablePanel>
      <TablePanel title="ps.cashier_shifts.taken.label">
        <TakenTable taken={shift.taken} />
      </TablePanel>
      <TablePanel title="ps.cashier_shifts.sections.payments">
        <ShiftPayments
          empty={<Typography color="text.secondary">{translate('ps.cashier_shifts.taken.none')}</Typography>}
        />
      </TablePanel>
    </>
  );
}

/**
 * A shift as its reviewer reads it: who worked it where and when, per method what it should have
 * held against what was counted, the cash count note by note, what it took, and its payments;
 * its Z report to print. A closed shift is a document: nothing here changes it.
 */
export default function CashierShiftShow() {
  return (
    <Show actions={<Actions />} {...recordErrorProps()}>
      <Box sx={{ display: 'grid', gap: 2, p: 2 }}>
        <ShiftPanel />
        <ShiftFigures />
      </Box>
    </Show>
  );
}
