import type { ParkingCardAction } from '../parking-cart';
import { verbPermissions } from '../routes';
import { idParams } from '../schemas/fields';
import { cardBlockSchema, cardIssueSchema, parkingCardRecordSchema } from '../schemas/parking-cart';
import { type Endpoint, endpoint } from './endpoint';

/** An action on a card, by whoever edits the cards; it answers the card as the action left it. */
const CHANGES = {
  method: 'POST',
  params: idParams,
  answer: parkingCardRecordSchema,
  access: { permission: verbPermissions('parking-carts', 'update') },
  tag: 'parking-carts',
} as const;

/** Each action of domain/parking-cart.ts on a card, by its path under the card; an issue names the holder, a block its reason. */
export const CARD_ACTION_ENDPOINTS = {
  issue: endpoint({ ...CHANGES, path: '/parking-carts/:id/issue', body: cardIssueSchema }),
  block: endpoint({ ...CHANGES, path: '/parking-carts/:id/block', body: cardBlockSchema }),
  lost: endpoint({ ...CHANGES, path: '/parking-carts/:id/lost' }),
  return: endpoint({ ...CHANGES, path: '/parking-carts/:id/return' }),
} satisfies Record<ParkingCardAction, Endpoint>;
