import { z } from 'zod';
import { verbPermissions } from '../routes';
import { dailyCloseQuerySchema, dailyCloseSchema } from '../schemas/daily-close';
import { revenueReportQuerySchema, revenueReportSchema } from '../schemas/revenue-report';
import { endpoint } from './endpoint';

/** The reports on money: whoever reads the payment transactions reads what they add up to. */
export const REPORT_ENDPOINTS = {
  /** JSON for the report's page; `format: 'csv'` in the query answers the same report as a file. */
  revenue: endpoint({
    method: 'GET',
    path: '/reports/revenue',
    readsReplica: true,
    query: revenueReportQuerySchema,
    answer: revenueReportSchema,
    access: { permission: verbPermissions('payment-transactions', 'list') },
    tag: 'reports',
    description:
      'The revenue of paid transactions over local days, both included; `format=csv` answers a file (UTF-8 with a byte-order mark, English headers, areas named in both languages).',
    file: {
      name: 'revenue-report.csv',
      types: {
        'text/csv': z.string().describe('The report as a file: a line per area and the total, then a line per day'),
      },
    },
  }),
  /** A day closed per area for the accounting system; `format: 'csv'` answers its file. */
  dailyClose: endpoint({
    method: 'GET',
    path: '/reports/daily-close',
    readsReplica: true,
    query: dailyCloseQuerySchema,
    answer: dailyCloseSchema,
    access: { permission: verbPermissions('payment-transactions', 'list') },
    tag: 'reports',
    description:
      "An operator day closed per area: the cashiers' Z reports (cash counted less the floats, their differences) and what each way of paying took, refunds taken off, online by channel; `format=csv` answers the accounting system's file.",
    file: {
      name: 'daily-close.csv',
      types: { 'text/csv': z.string().describe('A line per area, then the total') },
    },
  }),
};
