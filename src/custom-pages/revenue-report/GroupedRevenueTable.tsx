import { Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useCanAccess, useTranslate } from 'react-admin';
import type {
  RevenueEmployeeFigures,
  RevenueFigures,
  RevenueMethodFigures,
  RevenueReport,
  RevenueShiftFigures,
} from '../../../domain/schemas/revenue-report';
import { useLocalizedName } from '../../components/LocalizedName';
import { useFormatters } from '../../i18n/useFormatters';
import { useShiftName } from '../../resources/cashier-shifts/useShiftName';
import { RevenueTable } from './RevenueTable';

/** A shift's row: its number (a link to its page), who worked it at which gate, and when. */
function ShiftName({ shift }: { shift: RevenueShiftFigures }) {
  const translate = useTranslate();
  const shiftName = useShiftName();
  const nameOf = useLocalizedName();
  const { dateTime } = useFormatters();
  const { canAccess } = useCanAccess({ resource: 'cashier-shifts', action: 'show' });
  if (shift.cashier_shift_id === null) return <>{translate('ps.revenue_report.outside_shifts')}</>;
  const name = shiftName({ id: shift.cashier_shift_id });
  const gate = nameOf({ name: shift.gate_name ?? '', name_ar: shift.gate_name_ar });
  const times = [shift.opened_at, shift.closed_at].map((time) => (time ? dateTime(time) : '…')).join(' – ');
  return (
    // Wide enough for its number, cashier and gate on a line or two, its times under them.
    <Box component="span" sx={{ display: 'block', minWidth: 240 }}>
      {canAccess ? (
        <Link component={RouterLink} to={`/cashier-shifts/${shift.cashier_shift_id}/show`}>
          {name}
        </Link>
      ) : (
        name
      )}
      {' · '}
      <bdi>{shift.employee_name ?? ''}</bdi>
      {' · '}
      <bdi>{gate}</bdi>
      <Typography variant="caption" color="text.secondary" component="span" sx={{ display: 'block' }}>
        <bdi>{times}</bdi>
      </Typography>
    </Box>
  );
}

function EmployeeName({ employee }: { employee: RevenueEmployeeFigures }) {
  const translate = useTranslate();
  return employee.employee_id === null ? (
    <>{translate('ps.revenue_report.lane_devices')}</>
  ) : (
    <bdi>{employee.employee_name ?? ''}</bdi>
  );
}

/** A way of paying in the screen's language, and an online payment's channel beside it. */
function MethodName({ method }: { method: RevenueMethodFigures }) {
  const translate = useTranslate();
  const nameOf = useLocalizedName();
  const name = nameOf({ name: method.name_en, name_ar: method.name_ar });
  if (method.payment_method !== 'online') return <bdi>{name}</bdi>;
  const channel = method.channel
    ? translate(`ps.revenue_report.channels.${method.channel}`)
    : translate('ps.revenue_report.channel_unknown');
  return (
    <>
      <bdi>{name}</bdi>
      {' · '}
      <bdi>{channel}</bdi>
    </>
  );
}

/** The report read per cashier shift, per employee or per payment method, as it was asked for; nothing when it was not. */
export function GroupedRevenueTable({ report, totals }: { report: RevenueReport; totals: RevenueFigures }) {
  const grouped = report.per_shift
    ? {
        label: 'ps.revenue_report.per_shift',
        firstColumn: 'ps.revenue_report.columns.shift',
        rows: report.per_shift.map((shift) => ({
          key: shift.cashier_shift_id ?? 'none',
          name: <ShiftName shift={shift} />,
          figures: shift,
        })),
      }
    : report.per_employee
      ? {
          label: 'ps.revenue_report.per_employee',
          firstColumn: 'ps.revenue_report.columns.employee',
          rows: report.per_employee.map((employee) => ({
            key: employee.employee_id ?? 'none',
            name: <EmployeeName employee={employee} />,
            figures: employee,
          })),
        }
      : report.per_method
        ? {
            label: 'ps.revenue_report.per_method',
            firstColumn: 'ps.revenue_report.columns.method',
            rows: report.per_method.map((method) => ({
              key: `${method.payment_method}:${method.channel ?? ''}`,
              name: <MethodName method={method} />,
              figures: method,
            })),
          }
        : undefined;
  return grouped ? <RevenueTable {...grouped} totals={totals} /> : null;
}
