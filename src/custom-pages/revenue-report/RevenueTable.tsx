import { Table, TableBody, TableCell, TableContainer, TableFooter, TableHead, TableRow } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { RevenueFigures } from '../../../domain/schemas/revenue-report';
import { useFormatters } from '../../i18n/useFormatters';

const COLUMNS = [
  { key: 'transactions', kind: 'count' },
  { key: 'revenue', kind: 'money' },
  { key: 'guest_revenue', kind: 'money' },
  { key: 'subscription_revenue', kind: 'money' },
  { key: 'average_amount', kind: 'money' },
  { key: 'charged_transactions', kind: 'count' },
  { key: 'free_transactions', kind: 'count' },
  { key: 'refunds', kind: 'count' },
] as const satisfies ReadonlyArray<{ key: keyof RevenueFigures; kind: 'count' | 'money' }>;

// An amount reads on one line; the table scrolls sideways on a phone rather than wrapping it.
const NUMBER_CELL = { whiteSpace: 'nowrap' } as const;

function FigureCells({ figures }: { figures: RevenueFigures }) {
  const { number, money } = useFormatters();
  return COLUMNS.map(({ key, kind }) => {
    const value = figures[key];
    return (
      <TableCell key={key} align="right" sx={NUMBER_CELL}>
        <bdi>{value === null ? '—' : kind === 'money' ? money(value) : number(value)}</bdi>
      </TableCell>
    );
  });
}

/** One row of a revenue table: what it is named and its figures. */
export interface RevenueRow {
  key: string | number;
  name: ReactNode;
  figures: RevenueFigures;
}

/**
 * The report's figures per row (an area, a shift, an employee), the most revenue first, and the
 * report's total under them when there are several rows.
 */
export function RevenueTable({
  label,
  firstColumn,
  rows,
  totals,
}: {
  label: string;
  firstColumn: string;
  rows: readonly RevenueRow[];
  totals: RevenueFigures;
}) {
  const translate = useTranslate();
  return (
    <TableContainer sx={{ overflowX: 'auto', '@media print': { overflow: 'visible' } }}>
      <Table size="small" aria-label={translate(label)}>
        <TableHead>
          <TableRow>
            <TableCell>{translate(firstColumn)}</TableCell>
            {COLUMNS.map(({ key }) => (
              <TableCell key={key} align="right">
                {translate(`ps.revenue_report.columns.${key}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key} hover>
              <TableCell component="th" scope="row" sx={{ minWidth: 140 }}>
                {row.name}
              </TableCell>
              <FigureCells figures={row.figures} />
            </TableRow>
          ))}
        </TableBody>
        {rows.length > 1 ? (
          <TableFooter>
            <TableRow sx={{ '& td, & th': { fontWeight: 700, color: 'text.primary', fontSize: 'inherit' } }}>
              <TableCell component="th" scope="row">
                {translate('ps.revenue_report.total')}
              </TableCell>
              <FigureCells figures={totals} />
            </TableRow>
          </TableFooter>
        ) : null}
      </Table>
    </TableContainer>
  );
}
