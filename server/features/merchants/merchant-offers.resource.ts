import { halalasToSar, sarToHalalas } from '../../../domain/money';
import {
  merchantOfferFilterSchema,
  merchantOfferRecordSchema,
  merchantOfferSchema,
  type MerchantOfferWrite,
} from '../../../domain/schemas/merchant-offer';
import { merchantOffers } from '../../db/schema';
import type { ResourceDefinition } from '../../core/crud';

type OfferRow = typeof merchantOffers.$inferSelect;

/** The one value column holds the kind's own value: minutes, halalas or percent. */
export function offerRow({
  minutes,
  amount,
  percent,
  ...offer
}: MerchantOfferWrite): typeof merchantOffers.$inferInsert {
  return { ...offer, value: minutes ?? (amount === null ? percent : sarToHalalas(amount)) };
}

export function offerRecord({ value, ...row }: OfferRow) {
  return {
    ...row,
    minutes: row.kind === 'free_minutes' ? value : null,
    amount: row.kind === 'amount_off' && value !== null ? halalasToSar(value) : null,
    percent: row.kind === 'percent_off' ? value : null,
  };
}

/** A merchant's offers: what its validators give a stay. */
export const merchantOffersResource: ResourceDefinition<typeof merchantOffers, MerchantOfferWrite> = {
  name: 'merchant-offers',
  table: merchantOffers,
  record: merchantOfferRecordSchema,
  sortColumns: {
    id: merchantOffers.id,
    name: merchantOffers.name,
    merchant_id: merchantOffers.merchant_id,
    kind: merchantOffers.kind,
    is_active: merchantOffers.is_active,
    created_at: merchantOffers.created_at,
  },
  defaultSort: ['name', 'ASC'],
  filterSchema: merchantOfferFilterSchema,
  filterColumns: {
    merchant_id: merchantOffers.merchant_id,
    kind: merchantOffers.kind,
    is_active: merchantOffers.is_active,
  },
  toRecord: offerRecord,
  write: {
    createSchema: merchantOfferSchema,
    toRow: offerRow,
    inUse: 'offer_in_use',
  },
};
