import {
  parkingCardFilterSchema,
  parkingCardRecordSchema,
  parkingCardSchema,
  type ParkingCardWrite,
} from '../../../domain/schemas/parking-cart';
import { TAB_COUNTS } from '../../../domain/endpoints/tab-counts';
import { parkingCards } from '../../db/schema';
import type { ResourceDefinition } from '../../core/crud';
import { cardCounts, cardRowOf, checkCardDelete, checkCardUpdate } from './parking-carts';

/**
 * The operator's parking cards ("parking carts", staff with `parking_carts_crud`). `q` finds a
 * card by its number or by the plate it is issued to, in either script.
 */
export const parkingCardsResource: ResourceDefinition<typeof parkingCards, ParkingCardWrite> = {
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
  filterColumns: {
    area_id: parkingCards.area_id,
    status: parkingCards.status,
    type: parkingCards.type,
    subscription_id: parkingCards.subscription_id,
  },
  counts: { endpoint: TAB_COUNTS['parking-carts'], of: cardCounts },
  write: {
    createSchema: parkingCardSchema,
    toRow: (body, _caller, { existing }) => cardRowOf(body, existing),
    checkUpdate: checkCardUpdate,
    checkDelete: checkCardDelete,
  },
};
