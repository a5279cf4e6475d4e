import { and, count, eq, gte, sql } from 'drizzle-orm';
import { withPaidOnEntry } from '../../../domain/event-prepayment';
import { startOfLocalDay } from '../../../domain/local-date';
import {
  limitRefusal,
  stackingRefusal,
  VALIDATION_LIMITS,
  validationAmount,
  withValidations,
} from '../../../domain/merchant-validation';
import { halalasToSar } from '../../../domain/money';
import type {
  MerchantValidationRecord,
  ValidationLookup,
  ValidationRequest,
  ValidationStay,
} from '../../../domain/schemas/merchant-validation';
import { lockUntilCommit } from '../../db/advisory-locks';
import type { Transaction } from '../../db/client';
import { merchantOffers, merchants, merchantValidations, vehicles } from '../../db/schema';
import { ApiError, notFound, refusal } from '../../errors';
import { merchantValidationsResource } from './merchant-validations.resource';
import { changesBetween, recordAudit } from '../../core/audit';
import { answerOf, type CallContext } from '../../core/crud';
import { openStayOf, type Stay, paidOnEntryOf, stayPricer, validationsOfStay } from '../gate';
import { priceInSar } from '../areas';

type Merchant = typeof merchants.$inferSelect;
type Offer = typeof merchantOffers.$inferSelect;

const HOUR_MS = 60 * 60_000;

/** The caller's merchant, active; a validator without one is refused (locked until the transaction ends when `lock`). */
async function merchantOf(tx: Transaction, { caller }: CallContext, lock = false): Promise<Merchant> {
  const query = tx
    .select()
    .from(merchants)
    .where(and(eq(merchants.id, caller.merchant_id ?? 0), eq(merchants.is_active, true)));
  const [merchant] = await (lock ? query.for('update') : query);
  if (!merchant) throw refusal('no_merchant');
  return merchant;
}

function activeOffersOf(tx: Transaction, merchantId: number): Promise<Offer[]> {
  return tx
    .select()
    .from(merchantOffers)
    .where(and(eq(merchantOffers.merchant_id, merchantId), eq(merchantOffers.is_active, true)))
    .orderBy(merchantOffers.name);
}

/** What an offer would take off the stay now, after what its earlier validations took. */
async function quoteOf(tx: Transaction, stay: Stay, at: Date) {
  const priceAt = await stayPricer(tx, stay);
  const given = await validationsOfStay(tx, stay.id);
  const paidOnEntry = await paidOnEntryOf(tx, stay);
  // What the guest paid at the entry is no merchant's to pay again.
  const taken = given.reduce((sum, each) => sum + each.amount_halalas, paidOnEntry);
  const validatedAt = at < stay.entry_time ? stay.entry_time : at;
  return {
    given,
    paidOnEntry,
    price: priceAt(validatedAt),
    takesOff: (offer: Pick<Offer, 'kind' | 'value'>) =>
      validationAmount(
        { kind: offer.kind, value: offer.value },
        { entry: stay.entry_time, at: validatedAt },
        (exit) => priceAt(exit).amount,
        taken,
      ),
  };
}

/**
 * The open stay a validator looks for, in its merchant's area: its plate, entry, the price so far
 * with the validations it already has taken off, and what each of the merchant's offers would take off now.
 */
export async function lookUpStay(context: CallContext, presented: ValidationLookup): Promise<ValidationStay> {
  return context.db.transaction(async (tx) => {
    const merchant = await merchantOf(tx, context);
    const stay = await openStayOf(tx, merchant.area_id, presented);
    if (!stay) throw refusal('not_inside');
    const { given, paidOnEntry, price, takesOff } = await quoteOf(tx, stay, context.clock.now());
    return {
      stay_id: stay.id,
      plate: stay.plate,
      plate_letters: stay.plate_letters,
      plate_number: stay.plate_number,
      entry_time: stay.entry_time.toISOString(),
      price: priceInSar(withValidations(withPaidOnEntry(price, paidOnEntry), given)),
      validations: given.length,
      offers: (await activeOffersOf(tx, merchant.id)).map((offer) => ({
        id: offer.id,
        name: offer.name,
        name_ar: offer.name_ar,
        kind: offer.kind,
        stackable: offer.stackable,
        takes_off: halalasToSar(takesOff(offer)),
      })),
    };
  });
}

/**
 * The validations of a plate since the operator's midnight, in every area, and of a validator in
 * the last hour, each counted under its own lock (held until the validation commits): the
 * merchant's and the stay's row locks do not cover two merchants of two areas validating one plate.
 */
async function recentCounts(tx: Transaction, { caller, clock }: CallContext, plate: string) {
  await lockUntilCommit(tx, 'plate validations', plate, clock.today());
  await lockUntilCommit(tx, 'validator validations', caller.id);
  const since = (at: Date) => gte(merchantValidations.created_at, at);
  const [plateToday] = await tx
    .select({ total: count() })
    .from(merchantValidations)
    .where(and(eq(merchantValidations.plate, plate), since(startOfLocalDay(clock.today(), clock.timeZone))));
  const [validatorLastHour] = await tx
    .select({ total: count() })
    .from(merchantValidations)
    .where(and(eq(merchantValidations.validator_id, caller.id), since(new Date(clock.now().getTime() - HOUR_MS))));
  return { plateToday: plateToday!.total, validatorLastHour: validatorLastHour!.total };
}

/**
 * A prepaid merchant pays for the validation from its balance, in one statement that refuses to go
 * below zero: of two validations at once that the balance covers only one of, one is refused.
 */
async function debit(tx: Transaction, merchant: Merchant, amount: number) {
  if (merchant.billing_mode !== 'prepaid') return;
  const [debited] = await tx
    .update(merchants)
    .set({ balance_halalas: sql`${merchants.balance_halalas} - ${amount}` })
    .where(and(eq(merchants.id, merchant.id), gte(merchants.balance_halalas, amount)))
    .returning({ id: merchants.id });
  if (!debited) throw refusal('merchant_balance_low');
}

async function validateStay(tx: Transaction, context: CallContext, request: ValidationRequest) {
  // The merchant's row first: its validations, its validators' hourly counts and its balance go one at a time.
  const merchant = await merchantOf(tx, context, true);
  const [offer] = await tx
    .select()
    .from(merchantOffers)
    .where(
      and(
        eq(merchantOffers.id, request.offer_id),
        eq(merchantOffers.merchant_id, merchant.id),
        eq(merchantOffers.is_active, true),
      ),
    );
  if (!offer) throw refusal('offer_not_available');
  // The stay's row next: of two validations of one stay at once, the second waits here and then sees the first.
  const [stay] = await tx
    .select()
    .from(vehicles)
    .where(and(eq(vehicles.id, request.stay_id), eq(vehicles.area_id, merchant.area_id)))
    .for('update');
  if (!stay) throw notFound();
  if (stay.exit_time !== null) throw refusal('stay_closed');
  const { given, takesOff } = await quoteOf(tx, stay, context.clock.now());
  const stacking = stackingRefusal(given, offer);
  if (stacking) throw refusal(stacking);
  const limit = limitRefusal(await recentCounts(tx, context, stay.plate), VALIDATION_LIMITS);
  if (limit) throw refusal(limit);
  const amount = takesOff(offer);
  if (amount === 0) throw refusal('nothing_to_validate');
  await debit(tx, merchant, amount);
  const [validation] = await tx
    .insert(merchantValidations)
    .values({
      merchant_id: merchant.id,
      offer_id: offer.id,
      stay_id: stay.id,
      area_id: stay.area_id,
      plate: stay.plate,
      validator_id: context.caller.id,
      reason: request.reason,
      amount_halalas: amount,
      billing_mode: merchant.billing_mode,
      stackable: offer.stackable,
      created_at: context.clock.now(),
    })
    .returning();
  const record = await answerOf(tx, context.clock, merchantValidationsResource, validation!);
  await recordAudit(tx, context.caller, {
    action: 'validate',
    resource: 'merchant-validations',
    recordId: validation!.id,
    changes: changesBetween(null, record),
  });
  return record as MerchantValidationRecord;
}

/**
 * A validator validates an open stay of its merchant's area with one of its merchant's offers.
 * A refusal changes nothing but the audit log, which keeps who was refused what and why.
 */
export async function validate(context: CallContext, request: ValidationRequest): Promise<MerchantValidationRecord> {
  try {
    return await context.db.transaction((tx) => validateStay(tx, context, request));
  } catch (error) {
    if (error instanceof ApiError)
      await context.db.transaction((tx) =>
        recordAudit(tx, context.caller, {
          action: 'refuse_validation',
          resource: 'vehicles',
          recordId: request.stay_id,
          changes: {
            refusal: [null, error.code],
            offer_id: [null, request.offer_id],
            reason: [null, request.reason],
          },
        }),
      );
    throw error;
  }
}
