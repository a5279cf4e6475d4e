import type { RevenueFigures, RevenueReport } from '../../../domain/schemas/revenue-report';
import { csvFile, csvLine as line, csvMoney as money, csvText as text } from '../../core/csv-file';

const FIGURE_HEADERS = [
  'Transactions',
  'Revenue (SAR)',
  'Guest transactions',
  'Guest revenue (SAR)',
  'Subscription transactions',
  'Subscription revenue (SAR)',
  'Paid transactions',
  'Free transactions',
  'Refunds',
  'Refunded (SAR)',
  'Average amount (SAR)',
  'Min amount (SAR)',
  'Max amount (SAR)',
];

function figureCells(figures: RevenueFigures): Array<string | number> {
  return [
    figures.transactions,
    money(figures.revenue),
    figures.guest_transactions,
    money(figures.guest_revenue),
    figures.subscription_transactions,
    money(figures.subscription_revenue),
    figures.charged_transactions,
    figures.free_transactions,
    figures.refunds,
    money(figures.refunded),
    money(figures.average_amount),
    money(figures.min_amount),
    money(figures.max_amount),
  ];
}

const instant = (at: string | null) => (at === null ? '' : new Date(at).toISOString());

/** The lines per cashier shift, per employee or per method, when the report was asked for them. */
function groupLines(report: RevenueReport): string[] {
  if (report.per_shift)
    return [
      '',
      line(['Shift', 'Employee', 'Gate', 'Gate (Arabic)', 'Opened', 'Closed', ...FIGURE_HEADERS]),
      ...report.per_shift.map((shift) =>
        line([
          shift.cashier_shift_id ?? 'Outside any shift',
          text(shift.employee_name),
          text(shift.gate_name),
          text(shift.gate_name_ar),
          instant(shift.opened_at),
          instant(shift.closed_at),
          ...figureCells(shift),
        ]),
      ),
    ];
  if (report.per_method)
    return [
      '',
      line(['Payment method', 'Online channel', ...FIGURE_HEADERS]),
      ...report.per_method.map((method) => line([text(method.name_en), method.channel ?? '', ...figureCells(method)])),
    ];
  if (report.per_employee)
    return [
      '',
      line(['Employee', ...FIGURE_HEADERS]),
      ...report.per_employee.map((employee) =>
        line([text(employee.employee_name ?? 'No employee (lane devices)'), ...figureCells(employee)]),
      ),
    ];
  return [];
}

/**
 * The report as a CSV file for a spreadsheet: a line per area and the total, then, after an empty
 * line, a line per day, and then, when asked for, a line per cashier shift or per employee.
 * Headers are in English; each area and gate is named in English and in Arabic.
 */
export function revenueReportCsv(report: RevenueReport): string {
  const lines = [
    line(['Area', 'Area (Arabic)', ...FIGURE_HEADERS]),
    ...report.per_area.map((area) => line([text(area.name), text(area.name_ar), ...figureCells(area)])),
    line(['Total', 'الإجمالي', ...figureCells(report.totals)]),
    '',
    line([
      'Date',
      'Transactions',
      'Revenue (SAR)',
      'Guest transactions',
      'Guest revenue (SAR)',
      'Subscription transactions',
      'Subscription revenue (SAR)',
    ]),
    ...report.per_day.map((day) =>
      line([
        day.day,
        day.transactions,
        money(day.revenue),
        day.guest_transactions,
        money(day.guest_revenue),
        day.subscription_transactions,
        money(day.subscription_revenue),
      ]),
    ),
    ...groupLines(report),
  ];
  return csvFile(lines);
}

/** The file's name: the period, and the area's id when the report is one area's. */
export function revenueReportFileName(report: Pick<RevenueReport, 'area_id' | 'from' | 'to'>): string {
  return `revenue-report-${report.from}-to-${report.to}${report.area_id === null ? '' : `-area-${report.area_id}`}.csv`;
}
