import { randomUUID, timingSafeEqual } from 'node:crypto';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { CURRENCY, halalasToDecimalText } from '../../../../domain/money';
import type { Clock } from '../../../clock';
import { GatewayError } from '../gateway';
import type { Database } from '../../../db/client';
import { paymentSimulatorInvoices, paymentSimulatorPayments, paymentSimulatorTokens } from '../../../db/schema';
import type { MoyasarRequest, MoyasarResponse, MoyasarTransport } from '../moyasar/moyasar-api';
import { applePayOutcome, cardCompany, cardOutcome, type SourceOutcome, stcPayOutcome } from './test-sources';

type Invoice = typeof paymentSimulatorInvoices.$inferSelect;
type Payment = typeof paymentSimulatorPayments.$inferSelect;
type Token = typeof paymentSimulatorTokens.$inferSelect;

/** What a payer enters on the hosted page. */
export type PayerSource =
  | { type: 'creditcard'; name: string; number: string; month: string; year: string; cvc: string }
  | { type: 'applepay' }
  | { type: 'stcpay'; mobile: string; otp: string };

/**
 * What a test can tell the simulator to do wrong, as a gateway or a network does: deliver each
 * webhook twice or not at all, deliver it only after the payer's browser has returned, answer
 * fetches of a payment with another amount or currency than was paid, let a paid invoice be
 * paid again, refuse refunds, make a refund and lose its answer, charge a saved card and lose
 * its answer, or settle a day with a line missing, a line for a payment it never took, or another
 * amount.
 */
export interface SimulatorFaults {
  webhookDeliveries: number;
  webhookAfterReturn: boolean;
  fetchedAmountDrift: number;
  fetchedCurrency: string | null;
  payPaidInvoices: boolean;
  refusesRefunds: boolean;
  losesRefundAnswers: boolean;
  losesChargeAnswers: boolean;
  settlementDropsALine: boolean;
  settlementAddsALine: boolean;
  settlementAmountDrift: number;
}

export const NO_FAULTS: SimulatorFaults = {
  webhookDeliveries: 1,
  webhookAfterReturn: false,
  fetchedAmountDrift: 0,
  fetchedCurrency: null,
  payPaidInvoices: false,
  refusesRefunds: false,
  losesRefundAnswers: false,
  losesChargeAnswers: false,
  settlementDropsALine: false,
  settlementAddsALine: false,
  settlementAmountDrift: 0,
};

const DAY_MS = 86_400_000;

/** The simulator's fee on a payment it settles: 1.75 %, VAT included, rounded to the halala. */
const feeOf = (halalas: number) => Math.round(halalas * 0.0175);

/** Sends a webhook's body to the product's endpoint (a path of this server); answers the HTTP status. */
export type WebhookDelivery = (path: string, body: unknown) => Promise<number>;

export interface SimulatorSettings {
  secretKey: string;
  /** The key a browser saves a card with (the tokens API), as Moyasar's publishable key. */
  publishableKey: string;
  webhookSecret: string;
  /** The product's webhook endpoint, as the account's dashboard would name it. */
  webhookPath: string;
  /** The address the hosted pages are reached at: this server's. */
  pageBaseUrl: string;
}

/** What the hosted page shows of an invoice. */
export interface InvoicePage {
  invoice: Invoice;
  /** Why it cannot be paid (paid, expired, canceled), or null. */
  closed: 'paid' | 'expired' | 'canceled' | null;
}

/** Where the payer's browser goes after an attempt: back to the product, or the page again with the decline. */
export type PayerNext = { returnTo: string } | { declined: string };

const notFound = { status: 404, body: { type: 'api_error', message: 'Object not found', errors: null } };
const unauthorized = {
  status: 401,
  body: { type: 'authentication_error', message: 'Invalid authorization credentials', errors: null },
};
const invalid = (errors: Record<string, string[]>) => ({
  status: 400,
  body: { type: 'invalid_request_error', message: 'Validation Failed', errors },
});

/** Where this server shows the simulator's hosted pages. */
export const SIMULATOR_PAGE_PATH = '/api/gateway-simulator/invoices';
/** Where a browser saves a card with the simulator (Moyasar's `POST /v1/tokens`), and where the card's 3-D Secure page is. */
export const SIMULATOR_TOKENS_PATH = '/api/gateway-simulator/v1/tokens';
export const SIMULATOR_VERIFICATION_PATH = '/api/gateway-simulator/token-verifications';

const SAR = (halalas: number) => `${halalasToDecimalText(halalas)} SAR`;

/** The embedded stand-in for Moyasar: the same paths and bodies, its memory in the product's database. */
export function createMoyasarSimulator(
  db: Database,
  clock: Clock,
  settings: SimulatorSettings,
  deliver: WebhookDelivery,
  background: (name: string, work: () => Promise<void>) => void,
) {
  const faults: SimulatorFaults = { ...NO_FAULTS };
  const basic = (key: string) => Buffer.from(`Basic ${Buffer.from(`${key}:`).toString('base64')}`);
  const sameKey = (header: string | undefined, expected: Buffer) => {
    const sent = Buffer.from(header ?? '');
    return sent.length === expected.length && timingSafeEqual(sent, expected);
  };
  const secretAuthorization = basic(settings.secretKey);
  const publishableAuthorization = basic(settings.publishableKey);
  const authorized = (header: string | undefined) => sameKey(header, secretAuthorization);

  function paymentBody(payment: Payment, { asFetched = false } = {}) {
    const amount = asFetched ? payment.amount + faults.fetchedAmountDrift : payment.amount;
    return {
      id: payment.id,
      status: payment.status,
      amount,
      fee: payment.status === 'paid' ? Math.round(amount * 0.02) : 0,
      currency: asFetched ? (faults.fetchedCurrency ?? payment.currency) : payment.currency,
      refunded: payment.refunded,
      refunded_at: payment.refunded > 0 ? payment.updated_at.toISOString() : null,
      captured: 0,
      captured_at: null,
      voided_at: null,
      description: payment.description,
      amount_format: SAR(amount),
      refunded_format: SAR(payment.refunded),
      invoice_id: payment.invoice_id,
      ip: '192.0.2.10',
      created_at: payment.created_at.toISOString(),
      updated_at: payment.updated_at.toISOString(),
      metadata: payment.metadata,
      source: payment.source,
    };
  }

  async function paymentsOf(invoiceId: string) {
    return db
      .select()
      .from(paymentSimulatorPayments)
      .where(eq(paymentSimulatorPayments.invoice_id, invoiceId))
      .orderBy(asc(paymentSimulatorPayments.created_at), asc(paymentSimulatorPayments.id));
  }

  async function invoiceBody(invoice: Invoice) {
    return {
      id: invoice.id,
      status: invoice.status,
      amount: invoice.amount,
      currency: invoice.currency,
      description: invoice.description,
      amount_format: SAR(invoice.amount),
      url: `${settings.pageBaseUrl}${SIMULATOR_PAGE_PATH}/${invoice.id}?lang=en`,
      callback_url: invoice.callback_url,
      success_url: invoice.success_url,
      back_url: invoice.back_url,
      expired_at: invoice.expired_at?.toISOString() ?? null,
      created_at: invoice.created_at.toISOString(),
      updated_at: invoice.updated_at.toISOString(),
      metadata: invoice.metadata,
      payments: (await paymentsOf(invoice.id)).map((payment) => paymentBody(payment, { asFetched: true })),
    };
  }

  const findInvoice = async (id: string) =>
    (await db.select().from(paymentSimulatorInvoices).where(eq(paymentSimulatorInvoices.id, id)))[0];
  const findPayment = async (id: string) =>
    (await db.select().from(paymentSimulatorPayments).where(eq(paymentSimulatorPayments.id, id)))[0];

  async function createInvoice(body: Record<string, unknown>): Promise<MoyasarResponse> {
    const amount = body.amount;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100)
      return invalid({ amount: ['must be an integer of at least 100'] });
    if (typeof body.description !== 'string' || body.description === '')
      return invalid({ description: ["can't be blank"] });
    const now = clock.now();
    const [invoice] = await db
      .insert(paymentSimulatorInvoices)
      .values({
        id: randomUUID(),
        status: 'initiated',
        amount,
        currency: typeof body.currency === 'string' ? body.currency : 'SAR',
        description: body.description,
        callback_url: typeof body.callback_url === 'string' ? body.callback_url : null,
        success_url: typeof body.success_url === 'string' ? body.success_url : null,
        back_url: typeof body.back_url === 'string' ? body.back_url : null,
        expired_at: typeof body.expired_at === 'string' ? new Date(body.expired_at) : null,
        metadata: (body.metadata as Record<string, string> | undefined) ?? {},
        created_at: now,
        updated_at: now,
      })
      .returning();
    return { status: 201, body: await invoiceBody(invoice!) };
  }

  async function refund(id: string, body: Record<string, unknown>): Promise<MoyasarResponse> {
    const payment = await findPayment(id);
    if (!payment) return notFound;
    const left = payment.amount - payment.refunded;
    const amount = typeof body.amount === 'number' ? body.amount : left;
    if (!['paid', 'refunded'].includes(payment.status) || amount <= 0 || amount > left)
      return invalid({ amount: ['refund amount exceeds the payment'] });
    if (faults.refusesRefunds) return invalid({ amount: ['refunds are not allowed for this payment'] });
    const [refunded] = await db
      .update(paymentSimulatorPayments)
      .set({ status: 'refunded', refunded: payment.refunded + amount, updated_at: clock.now() })
      .where(eq(paymentSimulatorPayments.id, id))
      .returning();
    background('deliver a simulated webhook', webhooksOf('payment_refunded', refunded!));
    if (faults.losesRefundAnswers) throw new GatewayError(0, 'the simulated network lost the answer');
    return { status: 200, body: paymentBody(refunded!) };
  }

  /**
   * The settlements as the simulator pays out: one a UTC day, made as the next day begins, of every
   * day before today that had payments or refunds; a payment's line is its amount less the fee, a
   * refund's what it paid back. One page each: the simulator keeps few.
   */
  async function settlementDays(): Promise<string[]> {
    const today = clock.now().toISOString().slice(0, 10);
    const days = await db
      .selectDistinct({
        day: sql<string>`to_char(${paymentSimulatorPayments.created_at} at time zone 'UTC', 'YYYY-MM-DD')`,
      })
      .from(paymentSimulatorPayments)
      .where(inArray(paymentSimulatorPayments.status, ['paid', 'refunded']));
    return days
      .map((row) => row.day)
      .filter((day) => day < today)
      .sort();
  }

  const settlementOf = (day: string) => ({
    id: `settlement-${day}`,
    recipient_type: 'Entity',
    recipient_id: 'simulator',
    currency: CURRENCY,
    reference: null,
    created_at: new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString(),
  });

  async function settlementLines(day: string) {
    const start = new Date(`${day}T00:00:00Z`);
    const end = new Date(start.getTime() + DAY_MS);
    const payments = await db
      .select()
      .from(paymentSimulatorPayments)
      .where(inArray(paymentSimulatorPayments.status, ['paid', 'refunded']))
      .orderBy(paymentSimulatorPayments.created_at);
    const line = (payment: Payment, type: string, gross: number, net: number, at: Date) => ({
      payment_id: payment.id,
      type,
      currency: payment.currency,
      payment_amount: gross,
      amount: net,
      fee: gross - Math.abs(net),
      tax: Math.round(((gross - Math.abs(net)) * 15) / 115),
      reference_number: '000000000000',
      transacted_at: at.toISOString(),
    });
    const within = (at: Date) => at >= start && at < end;
    const lines = payments.flatMap((payment) => [
      ...(within(payment.created_at)
        ? [line(payment, 'payment', payment.amount, payment.amount - feeOf(payment.amount), payment.created_at)]
        : []),
      ...(payment.refunded > 0 && within(payment.updated_at)
        ? [line(payment, 'refund', payment.refunded, -payment.refunded, payment.updated_at)]
        : []),
    ]);
    if (faults.settlementDropsALine) lines.shift();
    if (lines[0]) lines[0].payment_amount += faults.settlementAmountDrift;
    if (faults.settlementAddsALine)
      lines.push({ ...lines[0]!, payment_id: randomUUID(), transacted_at: start.toISOString() });
    return lines;
  }

  const onePage = { current_page: 1, next_page: null, prev_page: null, total_pages: 1 };

  async function settlements(id: string | undefined, action: string | undefined): Promise<MoyasarResponse> {
    const days = await settlementDays();
    if (id === undefined)
      return {
        status: 200,
        body: { settlements: days.map(settlementOf), meta: { ...onePage, total_count: days.length } },
      };
    const day = days.find((each) => settlementOf(each).id === id);
    if (!day || action !== 'lines') return notFound;
    const lines = await settlementLines(day);
    return { status: 200, body: { lines, meta: { ...onePage, total_count: lines.length } } };
  }

  function tokenBody(token: Token) {
    return {
      id: token.id,
      status: token.status,
      brand: token.brand,
      funding: 'credit',
      country: 'SA',
      month: String(token.month).padStart(2, '0'),
      year: String(token.year),
      name: token.name,
      last_four: token.number.slice(-4),
      metadata: null,
      message: null,
      verification_url:
        token.status === 'initiated' ? `${settings.pageBaseUrl}${SIMULATOR_VERIFICATION_PATH}/${token.id}` : null,
      created_at: token.created_at.toISOString(),
      updated_at: token.created_at.toISOString(),
    };
  }

  const findToken = async (id: string) =>
    (await db.select().from(paymentSimulatorTokens).where(eq(paymentSimulatorTokens.id, id)))[0];

  /**
   * A browser saves a card (Moyasar's `POST /v1/tokens`, the publishable key): the token starts
   * `initiated`, and becomes `active` once the card's 3-D Secure page is passed.
   */
  async function createToken(
    authorization: string | undefined,
    body: Record<string, unknown>,
  ): Promise<MoyasarResponse> {
    if (!sameKey(authorization, publishableAuthorization)) return unauthorized;
    const number = String(body.number ?? '').replace(/\D/g, '');
    const month = Number(body.month);
    const year = Number(body.year) < 100 ? 2000 + Number(body.year) : Number(body.year);
    const errors: Record<string, string[]> = {};
    if (typeof body.name !== 'string' || body.name.trim() === '') errors.name = ["can't be blank"];
    if (!/^\d{12,19}$/.test(number)) errors.number = ['is invalid'];
    if (!Number.isInteger(month) || month < 1 || month > 12) errors.month = ['is invalid'];
    if (!Number.isInteger(year) || year < clock.now().getUTCFullYear()) errors.year = ['is invalid'];
    if (!/^\d{3,4}$/.test(String(body.cvc ?? ''))) errors.cvc = ['is invalid'];
    if (typeof body.callback_url !== 'string' || !body.callback_url.startsWith('http'))
      errors.callback_url = ['is invalid'];
    if (Object.keys(errors).length > 0) return invalid(errors);
    const [token] = await db
      .insert(paymentSimulatorTokens)
      .values({
        id: `token_${randomUUID().replace(/-/g, '')}`,
        status: 'initiated',
        brand: cardCompany(number),
        number,
        month,
        year,
        name: String(body.name),
        callback_url: String(body.callback_url),
        created_at: clock.now(),
      })
      .returning();
    return { status: 201, body: tokenBody(token!) };
  }

  /** The card's 3-D Secure step: passed, the token is active; failed, inactive. Answers where the browser goes next. */
  async function verifyToken(id: string, passed: boolean): Promise<string | null> {
    const token = await findToken(id);
    if (token?.status !== 'initiated') return null;
    const status = passed ? 'active' : 'inactive';
    await db.update(paymentSimulatorTokens).set({ status }).where(eq(paymentSimulatorTokens.id, id));
    const back = new URL(token.callback_url!);
    back.searchParams.set('id', id);
    back.searchParams.set('status', status);
    return back.toString();
  }

  /**
   * A charge of a saved card (`POST /v1/payments` with a token source, the secret key): paid or
   * declined as the card would be, its webhook sent. The payment's id is `given_id` when sent; a
   * used one is refused.
   */
  async function chargeToken(body: Record<string, unknown>): Promise<MoyasarResponse> {
    const source = (body.source ?? {}) as Record<string, unknown>;
    const amount = body.amount;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100)
      return invalid({ amount: ['must be an integer of at least 100'] });
    const token = typeof source.token === 'string' ? await findToken(source.token) : undefined;
    if (token?.status !== 'active') return invalid({ 'source.token': ['is not active'] });
    const id = typeof body.given_id === 'string' ? body.given_id : randomUUID();
    if (await findPayment(id)) return invalid({ given_id: ['has already been used'] });
    const outcome = cardOutcome(token.number);
    const now = clock.now();
    const [payment] = await db
      .insert(paymentSimulatorPayments)
      .values({
        id,
        invoice_id: null,
        status: outcome.paid ? 'paid' : 'failed',
        amount,
        currency: typeof body.currency === 'string' ? body.currency : 'SAR',
        description: typeof body.description === 'string' ? body.description : '',
        metadata: (body.metadata as Record<string, string> | undefined) ?? {},
        source: {
          type: 'token',
          company: token.brand,
          name: token.name,
          number: `XXXX-XXXX-XXXX-${token.number.slice(-4)}`,
          message: outcome.message,
          response_code: outcome.responseCode,
        },
        created_at: now,
        updated_at: now,
      })
      .returning();
    background('deliver a simulated webhook', webhooksOf(outcome.paid ? 'payment_paid' : 'payment_failed', payment!));
    if (faults.losesChargeAnswers) throw new GatewayError(0, 'the simulated network lost the answer');
    return { status: 201, body: paymentBody(payment!) };
  }

  async function answer({ method, path, headers, body }: MoyasarRequest): Promise<MoyasarResponse> {
    if (!authorized(headers.authorization)) return unauthorized;
    const parts = path.split('?')[0]!.split('/').filter(Boolean).map(decodeURIComponent);
    const input = (body ?? {}) as Record<string, unknown>;
    const [version, kind, id, action] = parts;
    if (version !== 'v1') return notFound;
    if (kind === 'settlements' && method === 'GET') return settlements(id, action);
    if (kind === 'invoices' && method === 'POST' && id === undefined) return createInvoice(input);
    if (kind === 'invoices' && id !== undefined) {
      const invoice = await findInvoice(id);
      if (!invoice) return notFound;
      if (method === 'GET' && action === undefined) return { status: 200, body: await invoiceBody(invoice) };
      if (method === 'PUT' && action === 'cancel') {
        if (invoice.status !== 'initiated') return invalid({ status: ['only an initiated invoice can be canceled'] });
        const [canceled] = await db
          .update(paymentSimulatorInvoices)
          .set({ status: 'canceled', updated_at: clock.now() })
          .where(eq(paymentSimulatorInvoices.id, id))
          .returning();
        return { status: 200, body: await invoiceBody(canceled!) };
      }
    }
    if (kind === 'tokens' && id !== undefined) {
      const token = await findToken(id);
      if (!token) return notFound;
      if (method === 'GET') return { status: 200, body: tokenBody(token) };
      if (method === 'DELETE') {
        await db.delete(paymentSimulatorTokens).where(eq(paymentSimulatorTokens.id, id));
        return { status: 204, body: null };
      }
    }
    if (kind === 'payments' && method === 'POST' && id === undefined) return chargeToken(input);
    if (kind === 'payments' && id !== undefined) {
      if (method === 'GET' && action === undefined) {
        const payment = await findPayment(id);
        return payment ? { status: 200, body: paymentBody(payment, { asFetched: true }) } : notFound;
      }
      if (method === 'POST' && action === 'refund') return refund(id, input);
    }
    return notFound;
  }

  /** The deliveries of one event's webhook, as many as the faults say. */
  function webhooksOf(type: string, payment: Payment) {
    const envelope = {
      id: randomUUID(),
      type,
      created_at: clock.now().toISOString(),
      secret_token: settings.webhookSecret,
      account_name: 'Parking System simulator',
      live: false,
      data: paymentBody(payment),
    };
    return async () => {
      for (let delivery = 0; delivery < faults.webhookDeliveries; delivery++)
        await deliver(settings.webhookPath, envelope);
    };
  }

  /** The hosted page's invoice, and why it cannot be paid if it cannot. */
  async function page(id: string): Promise<InvoicePage | null> {
    const invoice = await findInvoice(id);
    if (!invoice) return null;
    const expired = invoice.expired_at !== null && invoice.expired_at.getTime() <= clock.now().getTime();
    const closed =
      invoice.status === 'paid' && !faults.payPaidInvoices
        ? 'paid'
        : invoice.status === 'canceled'
          ? 'canceled'
          : expired
            ? 'expired'
            : null;
    return { invoice, closed };
  }

  function outcomeOf(source: PayerSource, amount: number): { outcome: SourceOutcome; stored: Record<string, unknown> } {
    switch (source.type) {
      case 'creditcard': {
        const number = source.number.replace(/\D/g, '');
        const outcome = cardOutcome(number);
        return {
          outcome,
          stored: {
            type: 'creditcard',
            company: cardCompany(number),
            name: source.name,
            number: `XXXX-XXXX-XXXX-${number.slice(-4)}`,
            message: outcome.message,
            response_code: outcome.responseCode,
            reference_number: String(Date.now()).slice(-12),
          },
        };
      }
      case 'applepay': {
        const outcome = applePayOutcome(amount);
        return {
          outcome,
          stored: {
            type: 'applepay',
            company: 'visa',
            name: null,
            number: 'XXXX-XXXX-XXXX-1111',
            message: outcome.message,
            response_code: outcome.responseCode,
          },
        };
      }
      case 'stcpay': {
        const outcome = stcPayOutcome(source.mobile, source.otp);
        return { outcome, stored: { type: 'stcpay', mobile: source.mobile, message: outcome.message } };
      }
    }
  }

  /**
   * A payer's attempt on the hosted page: a payment of the invoice's amount, paid or declined as
   * the test source says, its webhook sent (before the browser returns, unless told otherwise).
   */
  async function pay(invoiceId: string, source: PayerSource): Promise<PayerNext | null> {
    const shown = await page(invoiceId);
    if (!shown) return null;
    if (shown.closed) return { declined: shown.closed };
    const { invoice } = shown;
    const { outcome, stored } = outcomeOf(source, invoice.amount);
    const now = clock.now();
    const [payment] = await db
      .insert(paymentSimulatorPayments)
      .values({
        id: randomUUID(),
        invoice_id: invoice.id,
        status: outcome.paid ? 'paid' : 'failed',
        amount: invoice.amount,
        currency: invoice.currency,
        description: invoice.description,
        metadata: invoice.metadata,
        source: stored,
        created_at: now,
        updated_at: now,
      })
      .returning();
    if (outcome.paid)
      await db
        .update(paymentSimulatorInvoices)
        .set({ status: 'paid', updated_at: now })
        .where(eq(paymentSimulatorInvoices.id, invoice.id));
    const webhooks = webhooksOf(outcome.paid ? 'payment_paid' : 'payment_failed', payment!);
    if (faults.webhookAfterReturn) background('deliver a simulated webhook', webhooks);
    else await webhooks();
    if (!outcome.paid) return { declined: outcome.message };
    const returnTo = new URL(invoice.success_url ?? '/', 'http://simulator.invalid');
    returnTo.searchParams.set('id', payment!.id);
    returnTo.searchParams.set('status', 'paid');
    returnTo.searchParams.set('message', outcome.message);
    return {
      returnTo: invoice.success_url?.startsWith('http')
        ? returnTo.toString()
        : `${returnTo.pathname}${returnTo.search}`,
    };
  }

  const transport: MoyasarTransport = (request) => answer(request);
  return { transport, faults, page, pay, paymentsOf, createToken, verifyToken, findToken };
}

export type MoyasarSimulator = ReturnType<typeof createMoyasarSimulator>;
