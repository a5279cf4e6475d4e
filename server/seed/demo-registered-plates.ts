import { plateKey } from '../../domain/plates';
import type { Transaction } from '../db/client';
import { companySubscriptionVehicles, subscriptionVehicles } from '../db/schema';

/** The plates any subscription lists, whatever its state: a guest never has one. */
export async function registeredPlates(tx: Transaction): Promise<Set<string>> {
  const plates = [
    ...(await tx
      .select({ letters: subscriptionVehicles.plate_letters, number: subscriptionVehicles.plate_number })
      .from(subscriptionVehicles)),
    ...(await tx
      .select({ letters: companySubscriptionVehicles.plate_letters, number: companySubscriptionVehicles.plate_number })
      .from(companySubscriptionVehicles)),
  ];
  return new Set(plates.map(plateKey));
}
