import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ParkingCardAction } from '../../domain/parking-cart';
import { verbPermissions } from '../../domain/routes';
import {
  cardBlockSchema,
  cardIssueSchema,
  parkingCardCountsSchema,
  parkingCardFilterSchema,
  parkingCardRecordSchema,
  parkingCardSchema,
  type ParkingCardWrite,
} from '../../domain/schemas/parking-cart';
import { parkingCards } from '../db/schema';
import type { ResourceDefinition } from '../services/crud';
import { type CardActionDetails, cardCounts, cardRowOf, changeCardStatus, checkCardDelete, checkCardUpdate } from '../services/parking-carts';
import { callOf, idParams, registerCrudRoutes } from './crud';

/**
 * The operator's parking cards ("parking carts", staff with `parking_carts_crud`). `q` finds a
 * card by its number or by the plate it is issued to, in either script.
 */
export const parkingCardsResource: ResourceDefinition<ParkingCardWrite> = {
  name: 'parking-carts',
  table: parkingCards,
  record: parkingCardRecordSchema,
  sortColumns: {
    id: parkingCards.id,
    card_number: parkingCards.card_number,
    type: parkingCards.type,
    area_id: parkingCards.area_id,
    status: parkingCards.status,
    issued_at: parkingCards.issued_at,
    created_at: parkingCards.created_at,
    updated_at: parkingCards.updated_at,
  },
  defaultSort: ['card_number', 'ASC'],
  filterSchema: parkingCardFilterSchema,
  filterColumns: { area_id: parkingCards.area_id, status: parkingCards.status, type: parkingCards.type, subscription_id: parkingCards.subscription_id },
  counts: { record: parkingCardCountsSchema, of: cardCounts },
  write: {
    createSchema: parkingCardSchema,
    toRow: (body, _caller, { existing }) => cardRowOf(body, existing),
    checkUpdate: checkCardUpdate,
    checkDelete: checkCardDelete,
  },
};

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

  registerCrudRoutes(app, parkingCardsResource);

  const update = app.requirePermission(verbPermissions('parking-carts', 'update'));
  for (const [action, { body, details }] of Object.entries(ACTION_BODIES) as Array<[ParkingCardAction, (typeof ACTION_BODIES)[ParkingCardAction]]>) {
    app.post(
      `/parking-carts/:id/${action}`,
      { onRequest: update, schema: { tags, params: idParams, ...(body ? { body } : {}), response: { 200: parkingCardRecordSchema } } },
      (request) => changeCardStatus(callOf(app, request), parkingCardsResource, request.params.id, action, details(request.body)),
    );
  }
}
