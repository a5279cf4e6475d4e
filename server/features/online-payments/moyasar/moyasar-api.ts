import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { CURRENCY } from '../../../../domain/money';
import {
  type GatewayPayment,
  type GatewayPaymentStatus,
  MOYASAR_API_URL,
  onlineChannelOf,
} from '../../../../domain/online-payment';
import { GatewayError, type HostedPaymentRequest, type PaymentGateway, type SavedCard } from '../gateway';

/**
 * Moyasar's API (version 1) as the product calls it: invoices for the hosted page, payments,
 * refunds, webhooks and settlements. A transport carries the calls: HTTPS to api.moyasar.com, or the embedded
 * simulator, which answers the same paths and bodies.
 */

export interface MoyasarRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  headers: Record<string, string>;
  body?: unknown;
}

export interface MoyasarResponse {
  status: number;
  body: unknown;
}

/** Carries one call; throws a GatewayError with status 0 when Moyasar cannot be reached. */
export type MoyasarTransport = (request: MoyasarRequest) => Promise<MoyasarResponse>;

const TIMEOUT_MS = 15_000;

export function moyasarHttpTransport(baseUrl = MOYASAR_API_URL): MoyasarTransport {
  return async ({ method, path, headers, body }) => {
    try {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null };
    } catch (error) {
      throw new GatewayError(0, `Moyasar could not be reached: ${(error as Error).message}`);
    }
  };
}

/** Moyasar's statuses in the product's five: `authorized`, `captured` and `verified` are not sales the product makes. */
const STATUS: Record<string, GatewayPaymentStatus> = {
  initiated: 'pending',
  paid: 'paid',
  captured: 'paid',
  failed: 'failed',
  refunded: 'refunded',
  voided: 'voided',
  authorized: 'pending',
  verified: 'failed',
};

const paymentBody = z.looseObject({
  id: z.string(),
  status: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  refunded: z.number().int().nullish(),
  invoice_id: z.string().nullish(),
  metadata: z.record(z.string(), z.unknown()).nullish(),
  source: z.looseObject({ type: z.string(), company: z.string().nullish(), message: z.string().nullish() }).nullish(),
});

const invoiceBody = z.looseObject({
  id: z.string(),
  url: z.string(),
  payments: z.array(paymentBody).nullish(),
});

const pageMeta = z.looseObject({ next_page: z.number().int().nullish() });

const settlementsPage = z.looseObject({
  settlements: z.array(z.looseObject({ id: z.string(), created_at: z.string() })),
  meta: pageMeta.nullish(),
});

const settlementLinesPage = z.looseObject({
  lines: z.array(
    z.looseObject({
      payment_id: z.string(),
      type: z.string(),
      payment_amount: z.number().int(),
      amount: z.number().int(),
      fee: z.number().int().nullish(),
      transacted_at: z.string(),
    }),
  ),
  meta: pageMeta.nullish(),
});

const SETTLEMENT_LINE_KINDS: Record<string, 'payment' | 'refund'> = { payment: 'payment', refund: 'refund' };

/** Every page of a list Moyasar pages (`meta.next_page`), each page's items as `itemsOf` reads them. */
async function allPages<Item>(
  call: (page: number) => Promise<unknown>,
  itemsOf: (body: unknown) => { items: Item[]; next: number | null | undefined },
): Promise<Item[]> {
  const items: Item[] = [];
  for (let page: number | null | undefined = 1; page;) {
    const read = itemsOf(await call(page));
    items.push(...read.items);
    page = read.next;
  }
  return items;
}

const tokenBody = z.looseObject({
  id: z.string(),
  status: z.string(),
  brand: z.string(),
  month: z.coerce.number().int(),
  year: z.coerce.number().int(),
  last_four: z.string(),
});

/** Moyasar's token statuses in the product's three: `expired` and `inactive` can be charged no more. */
const TOKEN_STATUS: Record<string, SavedCard['status']> = { initiated: 'pending', active: 'active' };

/** A Moyasar token object in the product's terms. */
export function savedCardOf(body: unknown): SavedCard {
  const token = tokenBody.parse(body);
  return {
    token: token.id,
    status: TOKEN_STATUS[token.status] ?? 'inactive',
    brand: token.brand,
    lastFour: token.last_four,
    month: token.month,
    year: token.year,
  };
}

const webhookBody = z.looseObject({
  type: z.string(),
  secret_token: z.string(),
  live: z.boolean().optional(),
  data: z.looseObject({ id: z.string() }),
});

/** A Moyasar payment object in the product's terms. */
export function gatewayPaymentOf(body: unknown): GatewayPayment {
  const payment = paymentBody.parse(body);
  const token = payment.metadata?.payment_link;
  return {
    id: payment.id,
    status: STATUS[payment.status] ?? 'failed',
    amountHalalas: payment.amount,
    currency: payment.currency,
    refundedHalalas: payment.refunded ?? 0,
    channel: onlineChannelOf(payment.source?.type ?? null, payment.source?.company ?? null),
    linkToken: typeof token === 'string' ? token : null,
    hostedPaymentRef: payment.invoice_id ?? null,
    message: payment.source?.message ?? null,
  };
}

interface MoyasarKeys {
  secretKey: string;
  webhookSecret: string;
}

function sameSecret(sent: string, expected: string): boolean {
  const [a, b] = [Buffer.from(sent), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The gateway over Moyasar's API. Every call carries the secret key (HTTP Basic, the key as the
 * user, no password), which therefore never leaves the server. A webhook is Moyasar's when it
 * carries the webhook's secret and its mode (`live`) is the key's.
 */
export function moyasarGateway(transport: MoyasarTransport, { secretKey, webhookSecret }: MoyasarKeys): PaymentGateway {
  const authorization = `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`;
  const live = secretKey.startsWith('sk_live_');

  async function call(method: MoyasarRequest['method'], path: string, body?: unknown): Promise<MoyasarResponse> {
    const response = await transport({ method, path, headers: { authorization }, body });
    if (response.status >= 200 && response.status < 300) return response;
    if (response.status === 404) return response;
    const error = z.looseObject({ message: z.string().nullish() }).safeParse(response.body);
    throw new GatewayError(
      response.status,
      (error.success && error.data.message) || `Moyasar answered ${response.status}`,
    );
  }

  return {
    async createHostedPayment(request: HostedPaymentRequest) {
      const { body } = await call('POST', '/v1/invoices', {
        amount: request.amountHalalas,
        currency: CURRENCY,
        description: request.description,
        callback_url: request.notifyUrl,
        success_url: request.returnUrl,
        back_url: request.backUrl,
        expired_at: request.expiresAt.toISOString(),
        metadata: { payment_link: request.linkToken },
      });
      const invoice = invoiceBody.parse(body);
      const url = new URL(invoice.url);
      url.searchParams.set('lang', request.language);
      return { ref: invoice.id, url: url.toString() };
    },
    async cancelHostedPayment(ref) {
      await call('PUT', `/v1/invoices/${encodeURIComponent(ref)}/cancel`);
    },
    async hostedPaymentAttempts(ref) {
      const response = await call('GET', `/v1/invoices/${encodeURIComponent(ref)}`);
      if (response.status === 404) return [];
      return (invoiceBody.parse(response.body).payments ?? []).map(gatewayPaymentOf);
    },
    async fetchPayment(id) {
      const response = await call('GET', `/v1/payments/${encodeURIComponent(id)}`);
      return response.status === 404 ? null : gatewayPaymentOf(response.body);
    },
    async refund(id, amountHalalas) {
      const response = await call('POST', `/v1/payments/${encodeURIComponent(id)}/refund`, { amount: amountHalalas });
      if (response.status === 404) throw new GatewayError(404, 'Object not found');
      return gatewayPaymentOf(response.body);
    },
    async chargeSavedCard(charge) {
      const { body } = await call('POST', '/v1/payments', {
        given_id: charge.chargeId,
        amount: charge.amountHalalas,
        currency: CURRENCY,
        description: charge.description,
        callback_url: charge.returnUrl,
        metadata: { payment_link: charge.linkToken },
        source: { type: 'token', token: charge.cardToken },
      });
      return gatewayPaymentOf(body);
    },
    async savedCard(token) {
      const response = await call('GET', `/v1/tokens/${encodeURIComponent(token)}`);
      return response.status === 404 ? null : savedCardOf(response.body);
    },
    async forgetSavedCard(token) {
      await call('DELETE', `/v1/tokens/${encodeURIComponent(token)}`);
    },
    webhookPaymentId(body) {
      const webhook = webhookBody.safeParse(body);
      if (!webhook.success || !sameSecret(webhook.data.secret_token, webhookSecret)) return null;
      if (webhook.data.live !== undefined && webhook.data.live !== live) return null;
      return webhook.data.data.id;
    },
    // Settlements come twice a week: the list is read whole and taken by its dates here, so that
    // nothing rests on how the list's own date filters read their bounds.
    async settlements(from, to) {
      const listed = await allPages(
        async (page) => (await call('GET', `/v1/settlements?page=${page}`)).body,
        (body) => {
          const read = settlementsPage.parse(body);
          return { items: read.settlements, next: read.meta?.next_page };
        },
      );
      const within = listed.filter((settlement) => {
        const at = new Date(settlement.created_at);
        return at >= from && at <= to;
      });
      return Promise.all(
        within.map(async (settlement) => ({
          id: settlement.id,
          createdAt: new Date(settlement.created_at),
          lines: (
            await allPages(
              async (page) =>
                (await call('GET', `/v1/settlements/${encodeURIComponent(settlement.id)}/lines?page=${page}`)).body,
              (body) => {
                const read = settlementLinesPage.parse(body);
                return { items: read.lines, next: read.meta?.next_page };
              },
            )
          ).map((line) => ({
            paymentId: line.payment_id,
            kind: SETTLEMENT_LINE_KINDS[line.type] ?? ('other' as const),
            grossHalalas: line.payment_amount,
            netHalalas: line.amount,
            feeHalalas: line.fee ?? 0,
            transactedAt: new Date(line.transacted_at),
          })),
        })),
      );
    },
  };
}
