import { searchTextOf } from '../../../domain/arabic';
import { halalasToSar } from '../../../domain/money';
import {
  merchantFilterSchema,
  merchantRecordSchema,
  merchantSchema,
  type MerchantWrite,
} from '../../../domain/schemas/merchant';
import { merchants } from '../../db/schema';
import type { ResourceDefinition } from '../../core/crud';

/** A merchant's row as staff write it: its names folded for the search; its balance is the top-ups' and validations'. */
export function merchantRow(merchant: MerchantWrite): typeof merchants.$inferInsert {
  return { ...merchant, search_text: searchTextOf(merchant.name, merchant.name_ar) };
}

/** The shops, clinics and hotels that validate parking in an area (server/features/merchants/merchant-validations.ts). */
export const merchantsResource: ResourceDefinition<typeof merchants, MerchantWrite> = {
  name: 'merchants',
  table: merchants,
  record: merchantRecordSchema,
  sortColumns: {
    id: merchants.id,
    name: merchants.name,
    name_ar: merchants.name_ar,
    area_id: merchants.area_id,
    billing_mode: merchants.billing_mode,
    balance: merchants.balance_halalas,
    is_active: merchants.is_active,
    created_at: merchants.created_at,
  },
  defaultSort: ['name', 'ASC'],
  filterSchema: merchantFilterSchema,
  filterColumns: {
    area_id: merchants.area_id,
    billing_mode: merchants.billing_mode,
    is_active: merchants.is_active,
  },
  toRecord: ({ balance_halalas, ...row }) => ({ ...row, balance: halalasToSar(balance_halalas) }),
  // The balance moves by top-ups and validations, each audited on its own.
  derivedFields: ['balance'],
  write: {
    createSchema: merchantSchema,
    toRow: merchantRow,
    inUse: 'merchant_in_use',
  },
};
