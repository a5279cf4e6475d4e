import type { Database } from '../client';
import { gateTypes } from '../schema';

/** Reference data every database needs, demo or not. */
export async function seedReferenceData(db: Database): Promise<void> {
  await db
    .insert(gateTypes)
    .values([
      { code: 'entry', name_en: 'Entry', name_ar: 'دخول' },
      { code: 'exit', name_en: 'Exit', name_ar: 'خروج' },
      { code: 'entry_exit', name_en: 'Entry and exit', name_ar: 'دخول وخروج' },
    ])
    .onConflictDoNothing();
}
