import { Table, TableBody, TableCell, TableFooter, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { cashCountTotal, type Denomination } from '../../../domain/cash-denominations';
import { halalasToSar, sarToHalalas } from '../../../domain/money';
import { useFormatters } from '../../i18n/useFormatters';
import type { CashierShiftWithDetail } from '../../providers/dataProvider';

const NUMBER_CELL = { whiteSpace: 'nowrap' } as const;

/** The halalas of a counted note or coin given in SAR. */
export const inHalalas = (counts: NonNullable<CashierShiftWithDetail['cash_count']>) =>
  counts.map(({ denomination, count }) => ({ denomination: sarToHalalas(denomination) as Denomination, count }));

/** The notes and coins a closed shift counted, each line's total and the cash's. */
export function CashCountTable({ counts }: { counts: CashierShiftWithDetail['cash_count'] }) {
  const translate = useTranslate();
  const { money, number } = useFormatters();
  if (!counts?.length)
    return <Typography color="text.secondary">{translate('ps.cashier_shifts.report.nothing_counted')}</Typography>;
  return (
    <Table size="small" aria-label={translate('ps.cashier_shifts.sections.cash_count')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('ps.cashier_shifts.close.denomination')}</TableCell>
          <TableCell align="right">{translate('ps.cashier_shifts.close.quantity')}</TableCell>
          <TableCell align="right">{translate('ps.cashier_shifts.close.line_total')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {counts.map(({ denomination, count }) => (
          <TableRow key={denomination}>
            <TableCell component="th" scope="row">
              <bdi>{number(denomination)}</bdi>
            </TableCell>
            <TableCell align="right">{number(count)}</TableCell>
            <TableCell align="right" sx={NUMBER_CELL}>
              <bdi>{money(halalasToSar(sarToHalalas(denomination) * count))}</bdi>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow sx={{ '& td, & th': { fontWeight: 700, color: 'text.primary', fontSize: 'inherit' } }}>
          <TableCell component="th" scope="row" colSpan={2}>
            {translate('ps.cashier_shifts.close.cash_total')}
          </TableCell>
          <TableCell align="right" sx={NUMBER_CELL}>
            <bdi>{money(halalasToSar(cashCountTotal(inHalalas(counts))))}</bdi>
          </TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  );
}
