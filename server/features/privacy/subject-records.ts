import { and, arrayOverlaps, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { plateOfKey } from '../../../domain/plates';
import type { Subject } from '../../../domain/privacy';
import type { Database, Transaction } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import {
  accessLog,
  barrierStates,
  companySubscriptions,
  companySubscriptionVehicles,
  laneConfirmations,
  laneDevices,
  outbox,
  parkingCards,
  subscriptions,
  subscriptionVehicles,
  vehicles,
} from '../../db/schema';
import { hashedSubjectKey } from '../../core/access-log';

/** Every row that holds a data subject's plate, phone or email, or follows from one that does: by table, the condition that finds them. */
export interface SubjectRecords {
  subscriptionIds: number[];
  companySubscriptionIds: number[];
  companyVehicleIds: number[];
  stayIds: number[];
  /** The subject's plate rows of subscriptions (by plate only: a phone's subscriptions go whole). */
  subscriptionVehicles: SQL | undefined;
  laneReads: SQL | undefined;
  parkingCards: SQL | undefined;
  mail: SQL | undefined;
  /** The emails and mobile numbers the subject signs in to their own page with: theirs, or those their subscriptions name. */
  signIns: { emails: string[]; phones: string[] };
  accessRecords: SQL;
  /** The plates' keys of the subject: theirs, or those of their stays (a lane's pictures and answers name them). */
  plates: string[];
  /** The lane's pictures of those plates, wherever they were copied (a barrier opened by hand, its audit row). */
  photoUrls: string[];
}

/** No row. */
export const NONE = sql`false`;

/** `column in ids`, or nothing when there are none. */
export function among(column: Parameters<typeof inArray>[0], ids: readonly unknown[]): SQL {
  return ids.length > 0 ? inArray(column, [...ids]) : NONE;
}

type RecordTable =
  typeof subscriptions | typeof companySubscriptions | typeof companySubscriptionVehicles | typeof vehicles;

async function idsWhere(db: Database | Transaction, table: RecordTable, where: SQL | undefined): Promise<number[]> {
  const rows = await db.select({ id: table.id }).from(table).where(where);
  return rows.map((row) => row.id);
}

/** A kind of subscription: its table, and the table of its vehicles' plates. */
interface SubscriptionTables {
  table: typeof subscriptions | typeof companySubscriptions;
  vehicles: typeof subscriptionVehicles | typeof companySubscriptionVehicles;
}

const INDIVIDUAL: SubscriptionTables = { table: subscriptions, vehicles: subscriptionVehicles };
const COMPANY: SubscriptionTables = { table: companySubscriptions, vehicles: companySubscriptionVehicles };

/** The pictures the lane took of the plates: with a held read, as a device's latest, as a barrier's opened by hand. */
async function photoUrlsOf(db: Database | Transaction, plates: string[], laneReads: SQL | undefined) {
  const urls = await rawRows<{ url: string }>(
    db,
    sql`select ${laneConfirmations.photo_url} as url from ${laneConfirmations} where ${laneReads ?? NONE}
      union select ${laneDevices.last_photo_url} from ${laneDevices} where ${among(laneDevices.last_photo_plate, plates)}
      union select ${barrierStates.photo_url} from ${barrierStates} where ${among(barrierStates.photo_plate, plates)}`,
  );
  return urls.flatMap(({ url }) => (url ? [url] : []));
}

/** Finds what the database holds of a subject: the ids of its records, and where the rest is. */
export async function findSubjectRecords(db: Database | Transaction, subject: Subject): Promise<SubjectRecords> {
  const plate = subject.kind === 'plate' ? plateOfKey(subject.key) : null;
  const byPlate = (letters: Parameters<typeof eq>[0], number: Parameters<typeof eq>[0]) =>
    plate ? and(eq(letters, plate.letters), eq(number, plate.number))! : NONE;
  const byContact = (phone: Parameters<typeof eq>[0], email: Parameters<typeof eq>[0]) =>
    subject.kind === 'phone'
      ? eq(phone, subject.key)
      : subject.kind === 'email'
        ? sql`lower(${email}) = ${subject.key}`
        : NONE;

  // A subscription of the subject names them, or holds their plate among its vehicles.
  const subscriptionsOf = ({ table, vehicles: plates }: SubscriptionTables) =>
    idsWhere(
      db,
      table,
      or(
        byContact(table.phone, table.email),
        plate
          ? inArray(
              table.id,
              db
                .select({ id: plates.subscription_id })
                .from(plates)
                .where(byPlate(plates.plate_letters, plates.plate_number)),
            )
          : undefined,
      ),
    );
  const subscriptionIds = await subscriptionsOf(INDIVIDUAL);
  const companySubscriptionIds = await subscriptionsOf(COMPANY);
  // A plate's vehicles are its own rows; a person's are every vehicle of their subscriptions.
  const companyVehicleIds = await idsWhere(
    db,
    companySubscriptionVehicles,
    plate
      ? byPlate(companySubscriptionVehicles.plate_letters, companySubscriptionVehicles.plate_number)
      : among(companySubscriptionVehicles.subscription_id, companySubscriptionIds),
  );
  const stayIds = await idsWhere(
    db,
    vehicles,
    plate
      ? eq(vehicles.plate, subject.key)
      : or(
          among(vehicles.subscription_id, subscriptionIds),
          among(vehicles.company_subscription_vehicle_id, companyVehicleIds),
        ),
  );
  const plates = plate
    ? [subject.key]
    : [
        ...new Set(
          (await db.select({ plate: vehicles.plate }).from(vehicles).where(among(vehicles.id, stayIds))).map(
            (row) => row.plate,
          ),
        ),
      ];
  const named = await db
    .select({ email: sql<string | null>`lower(${subscriptions.email})`, phone: subscriptions.phone })
    .from(subscriptions)
    .where(among(subscriptions.id, subscriptionIds));
  const signIns = {
    emails: [
      ...new Set([...(subject.kind === 'email' ? [subject.key] : []), ...named.flatMap((row) => row.email ?? [])]),
    ],
    phones: [
      ...new Set([...(subject.kind === 'phone' ? [subject.key] : []), ...named.flatMap((row) => row.phone ?? [])]),
    ],
  };
  const laneReads = or(
    plate ? byPlate(laneConfirmations.plate_letters, laneConfirmations.plate_number) : undefined,
    plate ? byPlate(laneConfirmations.confirmed_letters, laneConfirmations.confirmed_number) : undefined,
    stayIds.length > 0 ? inArray(laneConfirmations.stay_id, stayIds) : undefined,
  );
  return {
    subscriptionIds,
    companySubscriptionIds,
    companyVehicleIds,
    stayIds,
    subscriptionVehicles: plate
      ? byPlate(subscriptionVehicles.plate_letters, subscriptionVehicles.plate_number)
      : undefined,
    laneReads,
    parkingCards: or(
      plate ? byPlate(parkingCards.plate_letters, parkingCards.plate_number) : undefined,
      subscriptionIds.length > 0 ? inArray(parkingCards.subscription_id, subscriptionIds) : undefined,
    ),
    // Mail to the subject, text messages to their mobile numbers, and mail about their requests (the admins' notice quotes the reference and names the applicant).
    mail: or(
      subject.kind === 'email' ? sql`lower(${outbox.recipient}) = ${subject.key}` : undefined,
      signIns.phones.length > 0 ? inArray(outbox.recipient, signIns.phones) : undefined,
      subscriptionIds.length > 0
        ? sql`${outbox.body} like any (select '%' || ${subscriptions.reference} || '%' from ${subscriptions} where ${inArray(subscriptions.id, subscriptionIds)})`
        : undefined,
    ),
    signIns,
    accessRecords: arrayOverlaps(
      accessLog.subject_keys,
      [subject, ...plates.map((key) => ({ kind: 'plate' as const, key }))].map(hashedSubjectKey),
    ),
    plates,
    photoUrls: await photoUrlsOf(db, plates, laneReads),
  };
}
