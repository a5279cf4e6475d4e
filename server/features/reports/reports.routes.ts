import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { verbPermissions } from '../../../domain/routes';
import { revenueReportQuerySchema, revenueReportSchema } from '../../../domain/schemas/revenue-report';
import { revenueReport } from './revenue-report';
import { revenueReportCsv, revenueReportFileName } from './revenue-report-csv';

/** The reports on money: whoever reads the payment transactions reads what they add up to. */
export async function reportRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/reports/revenue',
    {
      onRequest: app.requirePermission(verbPermissions('payment-transactions', 'list')),
      schema: {
        tags: ['reports'],
        description:
          'The revenue of paid transactions over local days, both included; `format=csv` answers a file (UTF-8 with a byte-order mark, English headers, areas named in both languages).',
        querystring: revenueReportQuerySchema,
        response: {
          200: {
            content: {
              'application/json': { schema: revenueReportSchema },
              'text/csv': {
                schema: z.string().describe('The report as a file: a line per area and the total, then a line per day'),
              },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const { format, ...period } = request.query;
      const report = await revenueReport(app.db, period, app.clock.timeZone);
      if (format !== 'csv') return report;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${revenueReportFileName(report)}"`)
        .send(revenueReportCsv(report));
    },
  );
}
