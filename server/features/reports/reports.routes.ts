import type { FastifyInstance } from 'fastify';
import { REPORT_ENDPOINTS } from '../../../domain/endpoints/reports';
import { saveAs, sendFile, serve } from '../../core/endpoint';
import { dailyClose } from './daily-close';
import { dailyCloseCsv, dailyCloseFileName } from './daily-close-csv';
import { revenueReport } from './revenue-report';
import { revenueReportCsv, revenueReportFileName } from './revenue-report-csv';

export async function reportRoutes(app: FastifyInstance) {
  serve(app, REPORT_ENDPOINTS.revenue, async (request, reply, reads) => {
    const { format, ...period } = request.query;
    const report = await revenueReport(reads, period, app.clock.timeZone);
    if (format !== 'csv') return report;
    return sendFile(saveAs(reply, revenueReportFileName(report)), 'text/csv', revenueReportCsv(report));
  });
  serve(app, REPORT_ENDPOINTS.dailyClose, async (request, reply, reads) => {
    const close = await dailyClose(reads, request.query.day, app.clock.timeZone);
    if (request.query.format !== 'csv') return close;
    return sendFile(saveAs(reply, dailyCloseFileName(close)), 'text/csv', dailyCloseCsv(close));
  });
}
