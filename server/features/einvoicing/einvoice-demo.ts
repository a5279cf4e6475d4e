import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { areas } from '../../db/schema';
import type { EInvoicing } from './einvoicing';
import { createUnit, requestComplianceCsid, requestProductionCsid, runComplianceChecks } from './einvoice-units';

/** The OTP the simulator is given for the demo's units: it takes any six digits, as the sandbox portal's fixed one. */
const DEMO_OTP = '123345';

/**
 * The demo's areas issue phase-2 e-invoices from their first payment on: each area's unit goes
 * through the same onboarding an administrator takes from the units screen, against the embedded
 * simulator. The payments of the demo's history stay as they were, phase-1 receipts of before.
 */
export async function onboardDemoUnits(db: Database, einvoicing: EInvoicing): Promise<number> {
  if (einvoicing.environment !== 'simulator') return 0;
  const all = await db.select({ id: areas.id }).from(areas).orderBy(asc(areas.id));
  for (const area of all) {
    const unit = await createUnit(db, einvoicing, area.id, null);
    await requestComplianceCsid(db, einvoicing, unit.id, DEMO_OTP, null);
    await runComplianceChecks(db, einvoicing, unit.id, null);
    await requestProductionCsid(db, einvoicing, unit.id, null);
  }
  return all.length;
}
