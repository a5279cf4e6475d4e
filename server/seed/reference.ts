import { RETENTION_DEFAULT_DAYS, RETENTION_KINDS } from '../../domain/privacy';
import type { Database } from '../db/client';
import { gateTypes, paymentMethods, retentionPeriods } from '../db/schema';

/** Reference data every database needs, demo or not; what a database already has is kept. */
export async function seedReferenceData(db: Database): Promise<void> {
  await db
    .insert(gateTypes)
    .values([
      { code: 'entry', name_en: 'Entry', name_ar: 'دخول' },
      { code: 'exit', name_en: 'Exit', name_ar: 'خروج' },
      { code: 'entry_exit', name_en: 'Entry and exit', name_ar: 'دخول وخروج' },
    ])
    .onConflictDoNothing();
  await db
    .insert(paymentMethods)
    .values([
      { code: 'cash', name_en: 'Cash', name_ar: 'نقدًا' },
      { code: 'card', name_en: 'Card', name_ar: 'بطاقة' },
      { code: 'online', name_en: 'Online', name_ar: 'دفع إلكتروني' },
      { code: 'wallet', name_en: 'Wallet', name_ar: 'محفظة رقمية' },
      { code: 'free', name_en: 'Free', name_ar: 'مجاني' },
      { code: 'bank_transfer', name_en: 'Bank transfer', name_ar: 'تحويل بنكي' },
    ])
    .onConflictDoNothing();
  await db
    .insert(retentionPeriods)
    .values(RETENTION_KINDS.map((kind) => ({ kind, days: RETENTION_DEFAULT_DAYS[kind] })))
    .onConflictDoNothing();
}
