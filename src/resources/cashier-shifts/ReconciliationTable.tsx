import { Table, TableBody, TableCell, TableContainer, TableFooter, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CountedMethod } from '../../../domain/cashier-shift';
import { halalasToSar, sarToHalalas } from '../../../domain/money';
import { useFormatters } from '../../i18n/useFormatters';
import { usePaymentMethods } from '../vehicles/usePaymentMethods';
import { DifferenceAmount } from './ShiftFields';

/** One method's line, in SAR: counted and difference are none while the shift is open. */
export interface ShownLine {
  payment_method: CountedMethod;
  expected: number;
  counted: number | null;
  difference: number | null;
}

const NUMBER_CELL = { whiteSpace: 'nowrap' } as const;

/** Amounts in SAR added up in halalas; none when one of them is none. */
const sum = (values: ReadonlyArray<number | null>) =>
  values.includes(null)
    ? null
    : halalasToSar(values.reduce<number>((total, value) => total + sarToHalalas(value ?? 0), 0));

/** Per method what the shift should hold against what was counted, and the totals under them. */
export function ReconciliationTable({ lines }: { lines: readonly ShownLine[] }) {
  const translate = useTranslate();
  const { money } = useFormatters();
  const { nameOf } = usePaymentMethods();
  const expected = sum(lines.map((line) => line.expected)) ?? 0;
  const counted = sum(lines.map((line) => line.counted));
  const difference = sum(lines.map((line) => line.difference));
  const countedText = (value: number | null) =>
    value === null ? translate('ps.cashier_shifts.reconciliation.not_counted') : money(value);
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate('ps.cashier_shifts.reconciliation.label')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('ps.cashier_shifts.reconciliation.method')}</TableCell>
            <TableCell align="right">{translate('ps.cashier_shifts.reconciliation.expected')}</TableCell>
            <TableCell align="right">{translate('ps.cashier_shifts.reconciliation.counted')}</TableCell>
            <TableCell align="right">{translate('ps.cashier_shifts.reconciliation.difference')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.payment_method}>
              <TableCell component="th" scope="row">
                {nameOf(line.payment_method)}
              </TableCell>
              <TableCell align="right" sx={NUMBER_CELL}>
                <bdi>{money(line.expected)}</bdi>
              </TableCell>
              <TableCell align="right" sx={NUMBER_CELL}>
                <bdi>{countedText(line.counted)}</bdi>
              </TableCell>
              <TableCell align="right">
                <DifferenceAmount difference={line.difference} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        {lines.length > 1 ? (
          <TableFooter>
            <TableRow sx={{ '& td, & th': { fontWeight: 700, color: 'text.primary', fontSize: 'inherit' } }}>
              <TableCell component="th" scope="row">
                {translate('ps.cashier_shifts.reconciliation.total')}
              </TableCell>
              <TableCell align="right" sx={NUMBER_CELL}>
                <bdi>{money(expected)}</bdi>
              </TableCell>
              <TableCell align="right" sx={NUMBER_CELL}>
                <bdi>{countedText(counted)}</bdi>
              </TableCell>
              <TableCell align="right">
                <DifferenceAmount difference={difference} />
              </TableCell>
            </TableRow>
          </TableFooter>
        ) : null}
      </Table>
    </TableContainer>
  );
}
