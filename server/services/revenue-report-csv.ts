import type { RevenueFigures, RevenueReport } from '../../domain/schemas/revenue-report';
import { csvFile, csvLine as line, csvMoney as money, csvText as text } from './csv-file';

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

/**
 * The report as a CSV file for a spreadsheet: a line per area and the total, then, after an empty
 * line, a line per day. Headers are in English; each area is named in English and in Arabic.
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
  ];
  return csvFile(lines);
}

/** The file's name: the period, and the area's id when the report is one area's. */
export function revenueReportFileName(report: Pick<RevenueReport, 'area_id' | 'from' | 'to'>): string {
  return `revenue-report-${report.from}-to-${report.to}${report.area_id === null ? '' : `-area-${report.area_id}`}.csv`;
}
