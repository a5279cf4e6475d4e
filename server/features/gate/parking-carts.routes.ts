import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ParkingCardAction } from '../../../domain/parking-cart';
import { verbPermissions } from '../../../domain/routes';
import { cardBlockSchema, cardIssueSchema, parkingCardRecordSchema } from '../../../domain/schemas/parking-cart';
import { type CardActionDetails, changeCardStatus } from './card-actions';
import { callOf, idParams } from '../../core/crud.routes';

/** Each action's body, and what the service takes from it. */
const ACTION_BODIES: Record<ParkingCardAction, { body?: z.ZodType; details(body: unknown): CardActionDetails }> = {
  issue: { body: cardIssueSchema, details: (body) => ({ holder: body }) },
  block: { body: cardBlockSchema, details: (body) => ({ reason: (body as z.output<typeof cardBlockSchema>).reason }) },
  lost: { details: () => ({}) },
  return: { details: () => ({}) },
};

export async function parkingCardRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const tags = ['parking-carts'];

  const update = app.requirePermission(verbPermissions('parking-carts', 'update'));
  for (const [action, { body, details }] of Object.entries(ACTION_BODIES) as Array<
    [ParkingCardAction, (typeof ACTION_BODIES)[ParkingCardAction]]
  >) {
    app.post(
      `/parking-carts/:id/${action}`,
      {
        onRequest: update,
        schema: { tags, params: idParams, ...(body ? { body } : {}), response: { 200: parkingCardRecordSchema } },
      },
      (request) => changeCardStatus(callOf(app, request), request.params.id, action, details(request.body)),
    );
  }
}
