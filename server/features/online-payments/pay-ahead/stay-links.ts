import { and, eq, gt } from 'drizzle-orm';
import { halalasToSar } from '../../../../domain/money';
import type { OfferLanguage } from '../../../../domain/offer';
import { paidUntil, payAheadQuote } from '../../../../domain/pay-ahead';
import type { Clock } from '../../../clock';
import type { Database, Transaction } from '../../../db/client';
import { areas, paymentLinks, vehicles } from '../../../db/schema';
import { conflict } from '../../../errors';
import { exitCharges, recordPaymentAhead } from '../../gate';
import { closeHostedPages, type Link, type LinkPurpose, linkStateAgainst } from '../link';
import { openLink } from '../link-opening';
import type { OnlinePayments } from '../online-payments';
import { payable, type PayAheadContext, stayOfLookup, stayWithVersion, type VersionedStay } from './stay-lookup';
import type { PayAheadLookup } from '../../../../domain/schemas/pay-ahead';

/**
 * A guest's stay paid ahead of its exit as a link's purpose: the link binds to the version of the
 * stay its quote was made on (a merchant's validation, another payment ahead, the exit itself
 * moves it on) and to the instant the quote priced it to, where its payment prices it again. Paid,
 * it is a payment row of the stay with its e-invoice, and the stay priced from then on: within the
 * tariff's grace it leaves free, by any gate, lane device or ticket.
 */
export const stayLinkPurpose = {
  resource: 'vehicles',
  recordIdOf: (link) => link.stay_id!,
  async read(db, link, lock) {
    const query = db.select(stayWithVersion).from(vehicles).where(eq(vehicles.id, link.stay_id!));
    const [stay] = await (lock ? query.for('update') : query);
    return stay!;
  },
  payableVersion: async (_db, _clock, stay) => (payable(stay) ? stay.version : null),
  async refusal(tx, link, stay) {
    const charge = (await exitCharges(tx, stay))(link.priced_at!);
    return charge.amount === link.amount_halalas ? null : 'amount_differs';
  },
  async record(tx, { link, record: stay, payment, onlineMethodId, now }) {
    const pricedAt = link.priced_at!;
    const paidAt = pricedAt > now ? pricedAt : now;
    const charge = (await exitCharges(tx, stay))(pricedAt);
    const transactionId = await recordPaymentAhead(tx, {
      stay,
      charge,
      paidAt,
      at: now,
      paymentMethodId: onlineMethodId,
      reference: payment.id,
    });
    return {
      transactionId,
      changes: { paid_at: [stay.paid_at, paidAt], payment_transaction: [null, transactionId] },
    };
  },
} satisfies LinkPurpose<VersionedStay>;

/** What the payer's page shows of a stay's link: the area and plate, and once paid by when to leave. */
export async function stayLinkView(db: Database, clock: Clock, link: Link) {
  const stay = await stayLinkPurpose.read(db, link, false);
  const [area] = await db
    .select({ name: areas.name, name_ar: areas.name_ar })
    .from(areas)
    .where(eq(areas.id, stay.area_id));
  const state = linkStateAgainst(link, await stayLinkPurpose.payableVersion(db, clock, stay), clock.now());
  const paidHere = state === 'paid' && stay.paid_at !== null;
  return {
    kind: 'stay' as const,
    state,
    amount: halalasToSar(link.amount_halalas),
    area: area!,
    plate_letters: stay.plate_letters,
    plate_number: stay.plate_number,
    expires_at: link.expires_at,
    paid_at: link.paid_at,
    last_failure: state === 'open' ? link.last_failure : null,
    leave_by: paidHere ? paidUntil(stay.paid_at!, stay.tariff.grace_minutes) : null,
  };
}

/**
 * The link a guest pays their stay ahead by, at the quote of now (domain/pay-ahead.ts), made under
 * the stay's lock: the open link of the same quote when there is one with its gateway page made,
 * else a new one, which closes any other. A stay with nothing to pay has no link.
 */
async function stayLink(tx: Transaction, clock: Clock, gatewayName: string, stay: VersionedStay, lang: OfferLanguage) {
  const now = clock.now();
  const quote = payAheadQuote(await exitCharges(tx, stay), stay.entry_time, now);
  if (quote.amount === 0) throw conflict('nothing_to_pay');
  const [same] = await tx
    .select()
    .from(paymentLinks)
    .where(
      and(
        eq(paymentLinks.stay_id, stay.id),
        eq(paymentLinks.status, 'open'),
        eq(paymentLinks.record_version, stay.version),
        eq(paymentLinks.amount_halalas, quote.amount),
        gt(paymentLinks.expires_at, now),
      ),
    );
  if (same?.hosted_payment_url) return { reuse: same.hosted_payment_url };
  const [area] = await tx
    .select({ name: areas.name, name_ar: areas.name_ar })
    .from(areas)
    .where(eq(areas.id, stay.area_id));
  const { token, closedRefs } = await openLink(tx, {
    column: 'stay_id',
    recordId: stay.id,
    pricedAt: quote.pricedAt,
    amountHalalas: quote.amount,
    description: `${area!.name_ar ?? area!.name} | ${area!.name}`,
    recordVersion: stay.version,
    expiresAt: quote.validUntil,
    language: lang,
    gateway: gatewayName,
    now,
  });
  return { reuse: undefined, token, closedRefs };
}

/**
 * The link a guest pays their stay ahead by: made under the stay's lock, answered as its token for
 * the checkout every link has (which makes its gateway page outside any transaction), or as the
 * gateway page of the same quote's link made before.
 */
export async function payAheadLink(
  context: PayAheadContext & { payments: OnlinePayments },
  lookup: PayAheadLookup,
  lang: OfferLanguage,
): Promise<{ url: string } | { token: string }> {
  const { db, clock, payments } = context;
  const made = await db.transaction(async (tx) => {
    const stay = await stayOfLookup(tx, clock, lookup, { lock: true });
    return stayLink(tx, clock, payments.name, stay, lang);
  });
  if (made.reuse !== undefined) return { url: made.reuse };
  void closeHostedPages(payments, made.closedRefs);
  return { token: made.token };
}
