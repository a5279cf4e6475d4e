import {
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableFooter,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { ONLINE_CHANNELS } from '../../../domain/online-payment';
import type { DailyClose } from '../../../domain/schemas/daily-close';
import { useLocalizedName } from '../../components/LocalizedName';
import { useFormatters } from '../../i18n/useFormatters';

type Figures = DailyClose['totals'];

const NUMBER_CELL = { whiteSpace: 'nowrap' } as const;

/** An area's (or the total's) close: Z reports, the cash they counted and its difference, each way of paying, the total. */
function CloseCells({ figures }: { figures: Figures }) {
  const translate = useTranslate();
  const { number, money } = useFormatters();
  const channels = ONLINE_CHANNELS.filter((channel) => figures.online_by_channel[channel] !== 0)
    .map(
      (channel) => `${translate(`ps.revenue_report.channels.${channel}`)} ${money(figures.online_by_channel[channel])}`,
    )
    .join(' · ');
  return (
    <>
      <TableCell align="right" sx={NUMBER_CELL}>
        <bdi>{number(figures.z_reports)}</bdi>
      </TableCell>
      <TableCell align="right" sx={NUMBER_CELL}>
        <bdi>{money(figures.cash_counted)}</bdi>
      </TableCell>
      <TableCell align="right" sx={NUMBER_CELL}>
        <bdi>{money(figures.cash_difference)}</bdi>
      </TableCell>
      <TableCell align="right" sx={NUMBER_CELL}>
        <bdi>{money(figures.by_method.card)}</bdi>
      </TableCell>
      <TableCell align="right" sx={NUMBER_CELL}>
        <bdi>{money(figures.by_method.online)}</bdi>
        {channels ? (
          <Typography
            variant="caption"
            color="text.secondary"
            component="span"
            sx={{ display: 'block', whiteSpace: 'normal', minWidth: 160 }}
          >
            <bdi>{channels}</bdi>
          </Typography>
        ) : null}
      </TableCell>
      <TableCell align="right" sx={NUMBER_CELL}>
        <bdi>{money(figures.total)}</bdi>
      </TableCell>
    </>
  );
}

const COLUMNS = ['z_reports', 'cash_counted', 'cash_difference', 'card', 'online', 'total'] as const;

/** The day closed per area and in all, as the accounting system's file has it. */
export function AreaCloseTable({ close }: { close: DailyClose }) {
  const translate = useTranslate();
  const nameOf = useLocalizedName();
  return (
    <TableContainer>
      <Table size="small" aria-label={translate('ps.day_close.per_area')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('ps.day_close.columns.area')}</TableCell>
            {COLUMNS.map((column) => (
              <TableCell key={column} align="right" sx={NUMBER_CELL}>
                {translate(`ps.day_close.columns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {close.areas.map((area) => (
            <TableRow key={area.area_id}>
              <TableCell sx={{ minWidth: 160 }}>
                <bdi>{nameOf(area)}</bdi>
              </TableCell>
              <CloseCells figures={area} />
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell>{translate('ps.revenue_report.total')}</TableCell>
            <CloseCells figures={close.totals} />
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
