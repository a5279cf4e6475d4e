import { and, arrayContains, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { plateOfKey } from '../../domain/plates';
import type { Subject } from '../../domain/privacy';
import type { Database, Transaction } from '../db/client';
import {
  accessLog,
  auditLog,
  companySubscriptions,
  companySubscriptionVehicles,
  feeAdjustments,
  laneConfirmations,
  merchantValidations,
  outbox,
  parkingCards,
  paymentTransactions,
  subscriptions,
  subscriptionVehicles,
  vehicles,
} from '../db/schema';
import { hashedSubjectKey } from './access-log';

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
  accessRecords: SQL;
}

const NONE = sql`false`;

/** `column in ids`, or nothing when there are none. */
function among(column: Parameters<typeof inArray>[0], ids: number[]): SQL {
  return ids.length > 0 ? inArray(column, ids) : NONE;
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
  return {
    subscriptionIds,
    companySubscriptionIds,
    companyVehicleIds,
    stayIds,
    subscriptionVehicles: plate
      ? byPlate(subscriptionVehicles.plate_letters, subscriptionVehicles.plate_number)
      : undefined,
    laneReads: or(
      plate ? byPlate(laneConfirmations.plate_letters, laneConfirmations.plate_number) : undefined,
      plate ? byPlate(laneConfirmations.confirmed_letters, laneConfirmations.confirmed_number) : undefined,
      stayIds.length > 0 ? inArray(laneConfirmations.stay_id, stayIds) : undefined,
    ),
    parkingCards: or(
      plate ? byPlate(parkingCards.plate_letters, parkingCards.plate_number) : undefined,
      subscriptionIds.length > 0 ? inArray(parkingCards.subscription_id, subscriptionIds) : undefined,
    ),
    mail: subject.kind === 'email' ? sql`lower(${outbox.recipient}) = ${subject.key}` : undefined,
    accessRecords: arrayContains(accessLog.subject_keys, [hashedSubjectKey(subject)]),
  };
}

/** Columns that are no one's data but the server's: hashes, folded search text. */
const SERVER_COLUMNS = new Set(['search_text', 'qr_code_hash', 'guest_qr_hash', 'body_with_secrets', 'subject_keys']);

function exported(rows: Array<Record<string, unknown>>) {
  return rows.map((row) => Object.fromEntries(Object.entries(row).filter(([column]) => !SERVER_COLUMNS.has(column))));
}

/** Every record of a subject, by kind, as the database keeps them (money in halalas), for its data-subject export. */
export async function subjectExport(db: Database, subject: Subject, records: SubjectRecords) {
  const { subscriptionIds, companySubscriptionIds, companyVehicleIds, stayIds } = records;
  const where = (condition: SQL | undefined) => condition ?? NONE;
  const auditedRecords = or(
    and(eq(auditLog.resource, 'subscriptions'), among(auditLog.record_id, subscriptionIds)),
    and(eq(auditLog.resource, 'company-subscriptions'), among(auditLog.record_id, companySubscriptionIds)),
    and(eq(auditLog.resource, 'vehicles'), among(auditLog.record_id, stayIds)),
  );
  const [
    subscriptionRows,
    subscriptionVehicleRows,
    companySubscriptionRows,
    companyVehicleRows,
    stayRows,
    paymentRows,
    feeAdjustmentRows,
    validationRows,
    laneReadRows,
    parkingCardRows,
    mailRows,
    accessRows,
    auditRows,
  ] = [
    await db.select().from(subscriptions).where(among(subscriptions.id, subscriptionIds)),
    await db
      .select()
      .from(subscriptionVehicles)
      .where(or(among(subscriptionVehicles.subscription_id, subscriptionIds), records.subscriptionVehicles)),
    await db.select().from(companySubscriptions).where(among(companySubscriptions.id, companySubscriptionIds)),
    await db.select().from(companySubscriptionVehicles).where(among(companySubscriptionVehicles.id, companyVehicleIds)),
    await db.select().from(vehicles).where(among(vehicles.id, stayIds)),
    await db
      .select()
      .from(paymentTransactions)
      .where(
        or(
          among(paymentTransactions.vehicle_id, stayIds),
          among(paymentTransactions.subscription_id, subscriptionIds),
          among(paymentTransactions.company_subscription_id, companySubscriptionIds),
        ),
      ),
    await db.select().from(feeAdjustments).where(among(feeAdjustments.vehicle_id, stayIds)),
    await db.select().from(merchantValidations).where(among(merchantValidations.stay_id, stayIds)),
    await db.select().from(laneConfirmations).where(where(records.laneReads)),
    await db.select().from(parkingCards).where(where(records.parkingCards)),
    await db.select().from(outbox).where(where(records.mail)),
    await db.select().from(accessLog).where(records.accessRecords),
    await db.select().from(auditLog).where(auditedRecords),
  ];
  return {
    subject,
    records: {
      subscriptions: exported(subscriptionRows),
      subscription_vehicles: exported(subscriptionVehicleRows),
      company_subscriptions: exported(companySubscriptionRows),
      company_vehicles: exported(companyVehicleRows),
      stays: exported(stayRows),
      payments: exported(paymentRows),
      fee_adjustments: exported(feeAdjustmentRows),
      merchant_validations: exported(validationRows),
      lane_reads: exported(laneReadRows),
      parking_cards: exported(parkingCardRows),
      mail: exported(mailRows),
      access_records: exported(accessRows),
      audit_log: exported(auditRows),
    },
  };
}
