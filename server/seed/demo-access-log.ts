import { asc, desc, eq, isNotNull } from 'drizzle-orm';
import { plateKey } from '../../domain/plates';
import type { AccessKind, Subject } from '../../domain/privacy';
import { hashedSubjectKey } from '../core/access-log';
import type { Transaction } from '../db/client';
import { accessLog, subscriptions, subscriptionVehicles, vehicles } from '../db/schema';

interface Reader {
  id: number;
  name: string;
  role_id: number;
}

const HOUR_MS = 60 * 60_000;

/**
 * A few readings of people's data, as the access log keeps them: the admin opening a subscription
 * and the stays of its plate, the gate employee looking up a plate's history, a super admin's export.
 */
export async function seedDemoAccessLog(tx: Transaction, readers: { admin: Reader; gate: Reader; founder: Reader }) {
  const [subscription] = await tx
    .select({ id: subscriptions.id, phone: subscriptions.phone, email: subscriptions.email })
    .from(subscriptions)
    .where(isNotNull(subscriptions.phone))
    .orderBy(asc(subscriptions.id))
    .limit(1);
  const [vehicle] = await tx
    .select()
    .from(subscriptionVehicles)
    .where(eq(subscriptionVehicles.subscription_id, subscription!.id))
    .limit(1);
  const plate: Subject = {
    kind: 'plate',
    key: plateKey({ letters: vehicle!.plate_letters, number: vehicle!.plate_number }),
  };
  const contact: Subject[] = [
    { kind: 'phone', key: subscription!.phone! },
    ...(subscription!.email ? [{ kind: 'email' as const, key: subscription!.email.toLowerCase() }] : []),
  ];
  const [guestStay] = await tx
    .select({ id: vehicles.id, plate: vehicles.plate })
    .from(vehicles)
    .where(eq(vehicles.type, 'guest'))
    .orderBy(desc(vehicles.entry_time))
    .limit(1);
  const guest: Subject = { kind: 'plate', key: guestStay!.plate };

  const now = Date.now();
  const reading = (
    hoursAgo: number,
    reader: Reader,
    kind: AccessKind,
    recordId: number | null,
    subjects: Subject[],
  ) => ({
    at: new Date(now - hoursAgo * HOUR_MS),
    actor_id: reader.id,
    actor_name: reader.name,
    actor_role_id: reader.role_id,
    kind,
    record_id: recordId,
    subjects: subjects.map((subject) => subject.key).join(', '),
    subject_keys: subjects.map(hashedSubjectKey),
  });
  await tx
    .insert(accessLog)
    .values([
      reading(50, readers.admin, 'subscription', subscription!.id, [...contact, plate]),
      reading(49, readers.admin, 'plate_history', null, [plate]),
      reading(26, readers.gate, 'stay', guestStay!.id, [guest]),
      reading(25, readers.gate, 'plate_history', null, [guest]),
      reading(2, readers.founder, 'subject_export', null, [contact[0]!]),
    ]);
}
