import { and, asc, eq, isNull, type SQL, sql, type SQLWrapper } from 'drizzle-orm';
import { eventPrepaymentAt, withPaidOnEntry } from '../../../domain/event-prepayment';
import { paidUntil } from '../../../domain/pay-ahead';
import { withValidations } from '../../../domain/merchant-validation';
import { chargeOfStay, type StayCharge, transactionTypeOf } from '../../../domain/payment-transaction';
import type { PaymentMethodCode } from '../../../domain/schemas/reference';
import { TARIFF_LINE, type TariffLine } from '../../../domain/tariff';
import type { Database, Transaction } from '../../db/client';
import { companySubscriptionVehicles, merchantValidations, paymentTransactions, vehicles } from '../../db/schema';
import {
  cashierShiftOfPayment,
  openShiftOfPayment,
  paymentMethodIdOf,
  type PaymentTaker,
  shiftOfPayment,
} from '../payments';
import {
  type DisabilityWindow,
  disabilityWindowsQuery,
  previousExitsQuery,
  registeredForDisabilityAtEntry,
  type Stay,
} from './gate-lookups';
import { builtOnce, insertBuiltOnce, type Slot } from '../../db/built-once';
import { rawRows } from '../../db/raw-rows';
import { writesWith } from '../../db/writes-with';

/** What pricing a stay reads besides the stay; `validations` only when asked for. */
export interface PricingFacts {
  previousExit: Date | undefined;
  disability: boolean;
  validations: Array<{ amount_halalas: number }>;
}

/** The stay whose pricing facts a statement reads: values, or columns of that statement (the stay an exit's claim locks). */
type PricedStay = Record<'id' | 'letters' | 'number', Slot | SQL>;

/**
 * The columns of a stay's pricing facts: for a guest, the plate's previous exit from the area
 * before the stay (the cooldown) and the dates of the plate's registrations for a person with
 * disabilities (of any area); when asked, the amounts of the merchants' validations of the stay,
 * in the order they were given.
 */
export function pricingFactsColumns(
  tx: Transaction,
  stay: PricedStay,
  { guest, validations }: { guest: boolean; validations: boolean },
) {
  return sql`${guest ? sql`(select earlier.at from (${previousExitsQuery(tx, stay.id)}) as earlier(id, at))` : sql`null`}::timestamptz as previous_exit,
    ${guest ? sql`(select json_agg(registered) from (${disabilityWindowsQuery(tx, stay)}) as registered)` : sql`null`} as disability_windows,
    ${validations ? sql`(select json_agg(json_build_object('amount_halalas', given.amount_halalas) order by given.id) from (${validationsOfStay(tx, stay.id)}) as given)` : sql`null`} as validations`;
}

/** What pricingFactsColumns read of a stay, as pricing takes them. */
export interface PricingFactsColumns {
  previous_exit: string | Date | null;
  disability_windows: DisabilityWindow[] | null;
  validations: Array<{ amount_halalas: number }> | null;
}

export function pricingFactsOfColumns(stay: Stay, columns: PricingFactsColumns): PricingFacts {
  return {
    previousExit: columns.previous_exit === null ? undefined : new Date(columns.previous_exit),
    disability: registeredForDisabilityAtEntry(stay, columns.disability_windows ?? []),
    validations: columns.validations ?? [],
  };
}

/** The statement of a stay's pricing facts in each of its three forms, built once. */
const pricingFactsStatements = {
  guest: pricingFactsStatement({ guest: true, validations: false }),
  guestWithValidations: pricingFactsStatement({ guest: true, validations: true }),
  validations: pricingFactsStatement({ guest: false, validations: true }),
};

function pricingFactsStatement(form: { guest: boolean; validations: boolean }) {
  return builtOnce<'stay' | 'letters' | 'number'>(
    (tx, slot) =>
      sql`select ${pricingFactsColumns(tx, { id: slot('stay'), letters: slot('letters'), number: slot('number') }, form)}`,
  );
}

async function pricingFactsOf(tx: Transaction | Database, stay: Stay, { validations }: { validations: boolean }) {
  const guest = transactionTypeOf(stay.type) === 'guest';
  if (!guest && !validations) return { previousExit: undefined, disability: false, validations: [] };
  const statement = !guest
    ? pricingFactsStatements.validations
    : validations
      ? pricingFactsStatements.guestWithValidations
      : pricingFactsStatements.guest;
  const [columns] = await rawRows<PricingFactsColumns>(
    tx,
    statement(tx, { stay: stay.id, letters: stay.plate_letters, number: stay.plate_number }),
  );
  return pricingFactsOfColumns(stay, columns!);
}

/** What a stay would cost closing at any instant, by the tariff frozen at its entry and what pricingFactsOf reads. */
function pricerOf(stay: Stay, { previousExit, disability }: PricingFacts): (exit: Date) => StayCharge {
  const type = transactionTypeOf(stay.type);
  if (type !== 'guest') return (exit) => chargeOfStay(type, stay.tariff, { entry: stay.entry_time, exit });
  const paidAt = stay.paid_at ?? undefined;
  return (exit) => chargeOfStay(type, stay.tariff, { entry: stay.entry_time, exit, paidAt, previousExit, disability });
}

/**
 * What a stay would cost closing at any instant: by the tariff frozen at its entry, a guest's with
 * the plate's previous exit for the cooldown and whether the plate is registered for a person with
 * disabilities.
 */
export async function stayPricer(tx: Transaction, stay: Stay): Promise<(exit: Date) => StayCharge> {
  return pricerOf(stay, await pricingFactsOf(tx, stay, { validations: false }));
}

/**
 * The merchants' validations of a stay that no payment took yet, in the order they were given: a
 * stay paid ahead of its exit took those given before (each is taken off once, by the payment it
 * is booked to).
 */
export function validationsOfStay(tx: Transaction, stayId: number | Slot | SQL) {
  return tx
    .select()
    .from(merchantValidations)
    .where(and(eq(merchantValidations.stay_id, stayId), isNull(merchantValidations.transaction_id)))
    .orderBy(asc(merchantValidations.id));
}

/**
 * What was paid at a stay's entry (an event day paid on the way in), less what was paid back of
 * it: the stay's payments that have no exit, refunds included. Only a stay whose frozen tariff
 * asked for a payment at its entry can have one, so every other exit asks the database nothing.
 * A stay paid ahead of its exit is priced from that payment on, which took the entry's off already.
 */
export async function paidOnEntryOf(
  tx: Transaction | Database,
  stay: Pick<Stay, 'id' | 'tariff' | 'entry_time' | 'paid_at'>,
): Promise<number> {
  if (stay.paid_at || !eventPrepaymentAt(stay.tariff, stay.entry_time)) return 0;
  const [paid] = await tx
    .select({ halalas: sql<number>`coalesce(sum(${paymentTransactions.amount_halalas}), 0)::int` })
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.vehicle_id, stay.id),
        isNull(paymentTransactions.exit_time),
        eq(paymentTransactions.status, 'paid'),
      ),
    );
  return paid!.halalas;
}

/**
 * What a stay costs when it closes at any instant: the tariff's price, what was paid at its entry
 * taken off it, then the merchants' validations (which never pay for what the guest paid). Read
 * once, priced at as many instants as the exit needs (its own time, and its arrival); `read` is
 * the facts when a statement before read them, under the stay's lock.
 */
export async function exitCharges(
  tx: Transaction | Database,
  stay: Stay,
  read?: PricingFacts,
): Promise<(exit: Date) => StayCharge> {
  const facts = read ?? (await pricingFactsOf(tx, stay, { validations: true }));
  const paidOnEntry = await paidOnEntryOf(tx, stay);
  const priceAt = pricerOf(stay, facts);
  return (exit) => withValidations(withPaidOnEntry(priceAt(exit), paidOnEntry), facts.validations);
}

/** The company subscription a company subscriber's stay came in under, while its vehicle is still listed: the statement's own lookup. */
function companySubscriptionOf(stay: Stay): SQL<number | null> | null {
  if (stay.company_subscription_vehicle_id === null) return null;
  return sql<number | null>`(select ${companySubscriptionVehicles.subscription_id} from ${companySubscriptionVehicles}
    where ${eq(companySubscriptionVehicles.id, stay.company_subscription_vehicle_id)})`;
}

export interface StayPayment {
  stay: Stay;
  exit: Date;
  charge: StayCharge;
  method: PaymentMethodCode;
  /** Who took it: the member of staff (a cashier's belongs to their open shift), none for a lane device. */
  takenBy: PaymentTaker;
  notes?: string;
  /** The stay's close (its exit's columns), written in the statement that writes its payment. */
  close: Partial<typeof vehicles.$inferInsert>;
}

/** A value of a payment row that is known, or with `Lookups` may be the statement's own lookup of it. */
type Known<Value, Lookups extends boolean> = Lookups extends true ? Value | SQL<Value> : Value;

/** What a closed stay's payment row is made of; with `Lookups`, ids its statement looks up itself. */
export interface StayPaymentRow<Lookups extends boolean = false> {
  stay: Pick<Stay, 'id' | 'subscription_id' | 'type' | 'area_id' | 'entry_time' | 'tariff'>;
  exit: Date;
  charge: StayCharge;
  paymentMethodId: Known<number, Lookups>;
  companySubscriptionId: Known<number | null, Lookups>;
  createdBy: number | null;
  cashierShiftId?: Known<number | null, Lookups>;
  notes?: string | null;
}

/** A closed stay's payment transaction row (one per stay): paid, with the frozen tariff and the engine's lines. */
export function stayPaymentRow<Lookups extends boolean = false>({
  stay,
  exit,
  charge,
  paymentMethodId,
  companySubscriptionId,
  createdBy,
  cashierShiftId,
  notes,
}: StayPaymentRow<Lookups>): Omit<
  typeof paymentTransactions.$inferInsert,
  'payment_method_id' | 'company_subscription_id' | 'cashier_shift_id'
> & {
  payment_method_id: Known<number, Lookups>;
  company_subscription_id: Known<number | null, Lookups>;
  cashier_shift_id: Known<number | null, Lookups>;
} {
  return {
    vehicle_id: stay.id,
    subscription_id: stay.subscription_id,
    company_subscription_id: companySubscriptionId,
    type: transactionTypeOf(stay.type),
    area_id: stay.area_id,
    entry_time: stay.entry_time,
    exit_time: exit,
    duration_minutes: charge.minutes,
    free_minutes: charge.freeMinutes,
    chargeable_minutes: charge.chargeableMinutes,
    hourly_rate_halalas: stay.tariff.hourly_fee_halalas,
    amount_halalas: charge.amount,
    payment_method_id: paymentMethodId,
    status: 'paid',
    tariff: stay.tariff,
    lines: charge.lines,
    created_by: createdBy,
    cashier_shift_id: cashierShiftId ?? null,
    notes: notes ?? null,
  };
}

/**
 * Closes a stay and writes its payment transaction, in one statement; answers the payment's id and
 * the company subscription it is booked to.
 */
export async function recordStayPayment(tx: Transaction, stayPayment: StayPayment) {
  const { stay, charge, method, takenBy } = stayPayment;
  const payment = tx
    .insert(paymentTransactions)
    .values(
      stayPaymentRow<true>({
        ...stayPayment,
        paymentMethodId: paymentMethodIdOf(method),
        companySubscriptionId: companySubscriptionOf(stay),
        createdBy: takenBy?.id ?? null,
        cashierShiftId: openShiftOfPayment(takenBy),
      }),
    )
    .returning({
      id: paymentTransactions.id,
      company_subscription_id: paymentTransactions.company_subscription_id,
      cashier_shift_id: paymentTransactions.cashier_shift_id,
    });
  const [transaction] = await rawRows<{
    id: number;
    company_subscription_id: number | null;
    cashier_shift_id: number | null;
  }>(tx, writesWith([closingOf(tx, stayPayment)], payment.getSQL()));
  shiftOfPayment(takenBy, charge.amount, transaction!.cashier_shift_id);
  const booking = validationsBooking(tx, stayPayment, transaction!.id);
  if (booking) await booking;
  return { transactionId: transaction!.id, companySubscriptionId: transaction!.company_subscription_id };
}

/**
 * What a stay's payment row looks up, read before it is written (by a gate exit's claim): its own
 * id, drawn from its sequence; the payment methods' ids; the company subscription of the stay's
 * vehicle; the taker's open shift, share-locked as the payment's statement would have locked it.
 */
export interface StayPaymentIds {
  transactionId: number;
  /** Every payment method's id, by its code. */
  paymentMethodIds: Record<string, number>;
  companySubscriptionId: number | null;
  shiftId: number | null;
}

/**
 * The writes of recordStayPayment when its ids were read before: nothing of them is read back, so
 * that they can go with the statement that stores the event's answer.
 */
export function stayPaymentWrites(tx: Transaction, stayPayment: StayPayment, ids: StayPaymentIds): SQLWrapper[] {
  const { charge, method, takenBy } = stayPayment;
  const payment = insertBuiltOnce(tx, paymentTransactions, {
    id: ids.transactionId,
    ...stayPaymentRow({
      ...stayPayment,
      paymentMethodId: ids.paymentMethodIds[method]!,
      companySubscriptionId: ids.companySubscriptionId,
      createdBy: takenBy?.id ?? null,
      cashierShiftId: shiftOfPayment(takenBy, charge.amount, ids.shiftId),
    }),
  });
  const booking = validationsBooking(tx, stayPayment, ids.transactionId);
  return [payment, closingOf(tx, stayPayment), ...(booking ? [booking] : [])];
}

const closingOf = (tx: Transaction, { stay, close }: StayPayment) =>
  tx.update(vehicles).set(close).where(eq(vehicles.id, stay.id));

/** The validations a payment of the stay took off, a line each, booked to it; none when it took none. */
export function validationsBooking(
  tx: Transaction,
  { stay, charge }: Pick<StayPayment, 'stay' | 'charge'>,
  transactionId: number,
) {
  if (!charge.lines.some((line) => line.key === TARIFF_LINE.validation)) return null;
  return tx
    .update(merchantValidations)
    .set({ transaction_id: transactionId })
    .where(and(eq(merchantValidations.stay_id, stay.id), isNull(merchantValidations.transaction_id)));
}

/** What a guest's payment before the stay's exit has of it: the stay, its entry and frozen tariff, no exit yet. */
const beforeExitColumns = (stay: Stay) => ({
  vehicle_id: stay.id,
  type: 'guest' as const,
  area_id: stay.area_id,
  entry_time: stay.entry_time,
  hourly_rate_halalas: stay.tariff.hourly_fee_halalas,
  tariff: stay.tariff,
});

/**
 * The payment a guest makes at the entry gate (an event day paid on the way in): a row of the
 * stay with its entry and frozen tariff but no exit yet, the one line its amount is.
 */
export async function recordPaymentOnEntry(
  tx: Transaction,
  { stay, line, method, takenBy }: { stay: Stay; line: TariffLine; method: PaymentMethodCode; takenBy: PaymentTaker },
): Promise<number> {
  const cashierShiftId = await cashierShiftOfPayment(tx, takenBy, line.amount);
  const [transaction] = await tx
    .insert(paymentTransactions)
    .values({
      ...beforeExitColumns(stay),
      amount_halalas: line.amount,
      lines: [line],
      payment_method_id: paymentMethodIdOf(method),
      status: 'paid',
      created_by: takenBy?.id ?? null,
      cashier_shift_id: cashierShiftId,
    })
    .returning({ id: paymentTransactions.id });
  return transaction!.id;
}

/**
 * The method a closing stay is recorded with: `free` when it costs nothing; else the one given,
 * which must be a real one (the refusal carries the fee, for the operator to take and ask again).
 */
export function paymentMethodOf(
  charge: StayCharge,
  given: PaymentMethodCode | undefined,
): PaymentMethodCode | undefined {
  if (charge.amount === 0) return 'free';
  return given === 'free' ? undefined : given;
}

/** What a guest paid ahead of the exit (online): the stay's charge at the instant its quote priced it to. */
export interface PaymentAhead {
  stay: Stay;
  charge: StayCharge;
  /** From when the stay is priced anew at its exit (domain/pay-ahead.ts): never before `at`. */
  paidAt: Date;
  /** When it was recorded. */
  at: Date;
  paymentMethodId: number;
  /** The gateway's own id of the payment. */
  reference: string;
}

/**
 * A stay's payment ahead of its exit: a row of the stay with no exit (nor minutes) yet, the
 * charge's lines, and by when the stay leaves free (its expected exit, the tariff's grace after payment); the
 * validations it took off booked to it; the stay priced from `paidAt` on at its exit.
 */
export async function recordPaymentAhead(
  tx: Transaction,
  { stay, charge, paidAt, at, paymentMethodId, reference }: PaymentAhead,
): Promise<number> {
  const [transaction] = await tx
    .insert(paymentTransactions)
    .values({
      ...beforeExitColumns(stay),
      expected_exit_time: paidUntil(paidAt, stay.tariff.grace_minutes),
      amount_halalas: charge.amount,
      lines: charge.lines,
      payment_method_id: paymentMethodId,
      status: 'paid',
      reference,
      created_at: at,
      updated_at: at,
    })
    .returning({ id: paymentTransactions.id });
  const booking = validationsBooking(tx, { stay, charge }, transaction!.id);
  if (booking) await booking;
  await tx.update(vehicles).set({ paid_at: paidAt, updated_at: at }).where(eq(vehicles.id, stay.id));
  return transaction!.id;
}
