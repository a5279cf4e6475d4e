import type { FastifyInstance } from 'fastify';
import { CARD_ACTION_ENDPOINTS as ACTIONS } from '../../../domain/endpoints/parking-cards';
import { serve } from '../../core/endpoint';
import { changeCardStatus } from './card-actions';
import { callOf } from '../../core/crud.routes';

/** A card's actions, each with what the service takes from its body: whom an issue names, why a block. */
export async function parkingCardRoutes(app: FastifyInstance) {
  serve(app, ACTIONS.issue, (request) =>
    changeCardStatus(callOf(app, request), request.params.id, 'issue', { holder: request.body }),
  );
  serve(app, ACTIONS.block, (request) =>
    changeCardStatus(callOf(app, request), request.params.id, 'block', { reason: request.body.reason }),
  );
  serve(app, ACTIONS.lost, (request) => changeCardStatus(callOf(app, request), request.params.id, 'lost', {}));
  serve(app, ACTIONS.return, (request) => changeCardStatus(callOf(app, request), request.params.id, 'return', {}));
}
