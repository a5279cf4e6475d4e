import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormatters } from '../../i18n/useFormatters';
import type { CashierShiftWithDetail } from '../../providers/dataProvider';
import { usePaymentMethods } from '../vehicles/usePaymentMethods';

const NUMBER_CELL = { whiteSpace: 'nowrap' } as const;

/** What a shift took per method: its payments and their amount, its refunds and what they paid back. */
export function TakenTable({ taken }: { taken: CashierShiftWithDetail['taken'] }) {
  const translate = useTranslate();
  const { money, number } = useFormatters();
  const { nameOf } = usePaymentMethods();
  if (taken.length === 0)
    return <Typography color="text.secondary">{translate('ps.cashier_shifts.taken.none')}</Typography>;
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate('ps.cashier_shifts.taken.label')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('ps.cashier_shifts.taken.method')}</TableCell>
            <TableCell align="right">{translate('ps.cashier_shifts.taken.payments')}</TableCell>
            <TableCell align="right">{translate('ps.cashier_shifts.taken.amount')}</TableCell>
            <TableCell align="right">{translate('ps.cashier_shifts.taken.refunds')}</TableCell>
            <TableCell align="right">{translate('ps.cashier_shifts.taken.refunded')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {taken.map((line) => (
            <TableRow key={line.payment_method}>
              <TableCell component="th" scope="row">
                {nameOf(line.payment_method)}
              </TableCell>
              <TableCell align="right">{number(line.payments)}</TableCell>
              <TableCell align="right" sx={NUMBER_CELL}>
                <bdi>{money(line.amount)}</bdi>
              </TableCell>
              <TableCell align="right">{number(line.refunds)}</TableCell>
              <TableCell align="right" sx={NUMBER_CELL}>
                <bdi>{money(line.refunded)}</bdi>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
