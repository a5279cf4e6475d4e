import { Table, TableBody, TableCell, TableFooter, TableHead, TableRow } from '@mui/material';
import { NumberInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { isNote, SAR_DENOMINATIONS } from '../../../../domain/cash-denominations';
import { halalasToSar } from '../../../../domain/money';
import { wholeNumber } from '../../../../domain/schemas/fields';
import { validatorOf } from '../../../components/schemaValidator';
import { useFormatters } from '../../../i18n/useFormatters';
import { type CloseCountValues, countedAmounts, denominationField } from './closeCount';

const validateQuantity = validatorOf(wholeNumber({ min: 0 }).nullish());

const NUMBER_CELL = { whiteSpace: 'nowrap' } as const;

/** Notes first, then coins, each under its heading. */
const GROUPS = [
  { heading: 'ps.cashier_shifts.close.notes', denominations: SAR_DENOMINATIONS.filter(isNote) },
  { heading: 'ps.cashier_shifts.close.coins', denominations: SAR_DENOMINATIONS.filter((value) => !isNote(value)) },
] as const;

/** The quantity of one note or coin, and what it comes to as it is typed. */
function DenominationRow({ denomination }: { denomination: (typeof SAR_DENOMINATIONS)[number] }) {
  const translate = useTranslate();
  const { number, money } = useFormatters();
  const source = `cash.${denominationField(denomination)}`;
  const quantity = useWatch({ name: source }) as number | null | undefined;
  const sar = halalasToSar(denomination);
  const lineTotal =
    typeof quantity === 'number' && Number.isFinite(quantity) ? halalasToSar(denomination * quantity) : 0;
  return (
    <TableRow>
      <TableCell component="th" scope="row" sx={{ ...NUMBER_CELL, fontWeight: 600 }}>
        <bdi>{number(sar)}</bdi>
      </TableCell>
      <TableCell sx={{ py: 0.5, width: 140 }}>
        <NumberInput
          source={source}
          label={false}
          helperText={false}
          size="small"
          margin="none"
          validate={validateQuantity}
          slotProps={{
            htmlInput: {
              'aria-label': translate('ps.cashier_shifts.close.quantity_of', { denomination: number(sar) }),
              inputMode: 'numeric',
              min: 0,
              step: 1,
            },
          }}
          // No label above the value: the row names it.
          sx={{ width: 120, '& .MuiInputBase-input': { py: 1 } }}
        />
      </TableCell>
      <TableCell align="right" sx={NUMBER_CELL}>
        <bdi>{money(lineTotal)}</bdi>
      </TableCell>
    </TableRow>
  );
}

/** The grand total of the cash counted, as the quantities are typed. */
function CashTotal() {
  const translate = useTranslate();
  const { money } = useFormatters();
  const values = useWatch() as CloseCountValues;
  return (
    <TableRow sx={{ '& td, & th': { fontWeight: 700, color: 'text.primary', fontSize: 'inherit' } }}>
      <TableCell component="th" scope="row" colSpan={2}>
        {translate('ps.cashier_shifts.close.cash_total')}
      </TableCell>
      <TableCell align="right" sx={NUMBER_CELL} role="status">
        <bdi>{money(halalasToSar(countedAmounts(values).cash ?? 0))}</bdi>
      </TableCell>
    </TableRow>
  );
}

/** The till's cash counted note by note and coin by coin, each line's total and the cash's, live. */
export function CashCountInputs() {
  const translate = useTranslate();
  return (
    <Table size="small" aria-label={translate('ps.cashier_shifts.close.cash')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('ps.cashier_shifts.close.denomination')}</TableCell>
          <TableCell>{translate('ps.cashier_shifts.close.quantity')}</TableCell>
          <TableCell align="right">{translate('ps.cashier_shifts.close.line_total')}</TableCell>
        </TableRow>
      </TableHead>
      {GROUPS.map(({ heading, denominations }) => (
        <TableBody key={heading}>
          <TableRow>
            <TableCell colSpan={3} sx={{ bgcolor: 'action.hover', fontWeight: 600 }}>
              {translate(heading)}
            </TableCell>
          </TableRow>
          {denominations.map((denomination) => (
            <DenominationRow key={denomination} denomination={denomination} />
          ))}
        </TableBody>
      ))}
      <TableFooter>
        <CashTotal />
      </TableFooter>
    </Table>
  );
}
