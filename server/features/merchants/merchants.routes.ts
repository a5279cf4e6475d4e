import type { FastifyInstance } from 'fastify';
import { MERCHANT_ENDPOINTS as MERCHANTS } from '../../../domain/endpoints/merchants';
import { saveAs, sendFile, serve } from '../../core/endpoint';
import { billMonth, statementCsv, statementFileName, statementOf, topUp, topUpsOf } from './merchant-accounts';
import { callOf } from '../../core/crud.routes';

/** A merchant's money: the top-ups of a prepaid balance, the month's statement of what it validated, and its bill. */
export async function merchantRoutes(app: FastifyInstance) {
  serve(app, MERCHANTS.topUp, (request) => topUp(callOf(app, request), request.params.id, request.body));
  serve(app, MERCHANTS.topUps, (request) => topUpsOf(callOf(app, request), request.params.id));
  serve(app, MERCHANTS.bill, (request) => billMonth(callOf(app, request), request.params.id, request.body));
  serve(app, MERCHANTS.statement, async (request, reply) => {
    const statement = await statementOf(callOf(app, request), request.params.id, request.query.month);
    if (request.query.format !== 'csv') return statement;
    return sendFile(saveAs(reply, statementFileName(statement)), 'text/csv', statementCsv(statement));
  });
}
