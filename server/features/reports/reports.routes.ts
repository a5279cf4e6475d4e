import type { FastifyInstance } from 'fastify';
import { REPORT_ENDPOINTS } from '../../../domain/endpoints/reports';
import { saveAs, sendFile, serve } from '../../core/endpoint';
import { revenueReport } from './revenue-report';
import { revenueReportCsv, revenueReportFileName } from './revenue-report-csv';

export async function reportRoutes(app: FastifyInstance) {
  serve(app, REPORT_ENDPOINTS.revenue, async (request, reply) => {
    const { format, ...period } = request.query;
    const report = await revenueReport(app.db, period, app.clock.timeZone);
    if (format !== 'csv') return report;
    return sendFile(saveAs(reply, revenueReportFileName(report)), 'text/csv', revenueReportCsv(report));
  });
}
