import { describe, expect, it } from 'vitest';
import { GatewayError } from '../gateway';
import { moyasarGateway, type MoyasarRequest, type MoyasarResponse } from './moyasar-api';

// The bodies below follow Moyasar's documentation (docs/payments-research.md, section 8): its
// invoice, payment, refund, webhook and error objects, with this product's values.

const INVOICE_ID = '9b1f2c7e-5b7e-4f44-9a7a-0c5f3e1d2a10';
const PAYMENT_ID = '3f0a51d2-7c2b-4d7e-8a55-6b1e9c0d4f21';
const LINK = 'pl_X4aQ9mKd2PzR7vTn';

const paidMada = {
  id: PAYMENT_ID,
  status: 'paid',
  amount: 57500,
  fee: 1150,
  currency: 'SAR',
  refunded: 0,
  refunded_at: null,
  captured: 0,
  captured_at: null,
  voided_at: null,
  description: 'Monthly subscription, plate ABC 1234',
  amount_format: '575.00 SAR',
  fee_format: '11.50 SAR',
  refunded_format: '0.00 SAR',
  captured_format: '0.00 SAR',
  invoice_id: INVOICE_ID,
  ip: '192.0.2.10',
  callback_url: `https://checkout.moyasar.com/invoices/${INVOICE_ID}`,
  created_at: '2025-03-01T09:05:12.000Z',
  updated_at: '2025-03-01T09:05:20.000Z',
  metadata: { payment_link: LINK },
  source: {
    type: 'creditcard',
    company: 'mada',
    name: 'Sara Alharbi',
    number: 'XXXX-XXXX-XXXX-1010',
    gateway_id: 'moyasar_cc_2mZ1',
    reference_number: '512345678901',
    token: null,
    message: 'APPROVED',
    transaction_url: 'https://api.moyasar.com/v1/transaction_auths/a1/form',
    response_code: '00',
    authorization_code: '123456',
  },
};

const createdInvoice = {
  id: INVOICE_ID,
  status: 'initiated',
  amount: 57500,
  currency: 'SAR',
  description: 'Monthly subscription, plate ABC 1234',
  logo_url: 'https://cdn.moyasar.com/logos/default.png',
  amount_format: '575.00 SAR',
  url: `https://checkout.moyasar.com/invoices/${INVOICE_ID}?lang=en`,
  callback_url: 'https://parking.example/api/payments/moyasar/notify',
  expired_at: '2025-03-08T20:59:59.000Z',
  created_at: '2025-03-01T09:00:00.000Z',
  updated_at: '2025-03-01T09:00:00.000Z',
  back_url: `https://parking.example/pay/${LINK}`,
  success_url: `https://parking.example/api/payments/return/${LINK}`,
  metadata: { payment_link: LINK },
  payments: [],
};

/** Moyasar's side of the line: answers each call with the documented body, and keeps what it was sent. */
function documentedMoyasar(answers: Record<string, MoyasarResponse>) {
  const sent: MoyasarRequest[] = [];
  const transport = async (request: MoyasarRequest) => {
    sent.push(request);
    const answer = answers[`${request.method} ${request.path}`];
    return answer ?? { status: 404, body: { type: 'api_error', message: 'Object not found', errors: null } };
  };
  const gateway = moyasarGateway(transport, { secretKey: 'sk_test_Q9mKd2Pz', webhookSecret: 'whsec-0123456789abcdef' });
  return { gateway, sent };
}

describe("Moyasar's API as the gateway speaks it", () => {
  it('creates an invoice with the amount in halalas, the link in its metadata and the secret key as Basic auth', async () => {
    const { gateway, sent } = documentedMoyasar({ 'POST /v1/invoices': { status: 201, body: createdInvoice } });
    const hosted = await gateway.createHostedPayment({
      amountHalalas: 57500,
      description: 'Monthly subscription, plate ABC 1234',
      linkToken: LINK,
      returnUrl: `https://parking.example/api/payments/return/${LINK}`,
      backUrl: `https://parking.example/pay/${LINK}`,
      notifyUrl: 'https://parking.example/api/payments/moyasar/notify',
      expiresAt: new Date('2025-03-08T20:59:59.000Z'),
      language: 'ar',
    });
    expect(hosted).toEqual({ ref: INVOICE_ID, url: `https://checkout.moyasar.com/invoices/${INVOICE_ID}?lang=ar` });
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/v1/invoices',
        headers: { authorization: `Basic ${Buffer.from('sk_test_Q9mKd2Pz:').toString('base64')}` },
        body: {
          amount: 57500,
          currency: 'SAR',
          description: 'Monthly subscription, plate ABC 1234',
          callback_url: 'https://parking.example/api/payments/moyasar/notify',
          success_url: `https://parking.example/api/payments/return/${LINK}`,
          back_url: `https://parking.example/pay/${LINK}`,
          expired_at: '2025-03-08T20:59:59.000Z',
          metadata: { payment_link: LINK },
        },
      },
    ]);
  });

  it('reads a paid mada payment as paid, by mada, for its link and invoice', async () => {
    const { gateway, sent } = documentedMoyasar({
      [`GET /v1/payments/${PAYMENT_ID}`]: { status: 200, body: paidMada },
    });
    expect(await gateway.fetchPayment(PAYMENT_ID)).toEqual({
      id: PAYMENT_ID,
      status: 'paid',
      amountHalalas: 57500,
      currency: 'SAR',
      refundedHalalas: 0,
      channel: 'mada',
      linkToken: LINK,
      hostedPaymentRef: INVOICE_ID,
      message: 'APPROVED',
    });
    expect(sent[0]).toMatchObject({ method: 'GET', path: `/v1/payments/${PAYMENT_ID}` });
  });

  it('reads each source as its channel: a Visa card, Apple Pay, STC Pay', async () => {
    const failedVisa = {
      ...paidMada,
      status: 'failed',
      fee: 0,
      source: { ...paidMada.source, company: 'visa', message: 'INSUFFICIENT FUNDS', response_code: '51' },
    };
    const applePay = {
      ...paidMada,
      amount: 3500,
      invoice_id: null,
      source: {
        type: 'applepay',
        company: 'visa',
        name: null,
        number: 'XXXX-XXXX-XXXX-1111',
        dpan: '4111-11XX-XXXX-4242',
        gateway_id: 'moyasar_ap_9c',
        reference_number: '512345678902',
        message: 'APPROVED',
        response_code: '00',
        authorization_code: '654321',
      },
    };
    const stcPay = {
      ...paidMada,
      amount: 3500,
      invoice_id: null,
      source: {
        type: 'stcpay',
        mobile: '0555555555',
        reference_number: '8812345',
        branch: null,
        cashier: null,
        transaction_url: 'https://api.moyasar.com/v1/stc_pays/b2/proceed?otp_token=c3',
        message: 'Paid',
      },
    };
    const { gateway } = documentedMoyasar({
      'GET /v1/payments/visa': { status: 200, body: failedVisa },
      'GET /v1/payments/applepay': { status: 200, body: applePay },
      'GET /v1/payments/stcpay': { status: 200, body: stcPay },
    });
    expect(await gateway.fetchPayment('visa')).toMatchObject({
      status: 'failed',
      channel: 'card',
      message: 'INSUFFICIENT FUNDS',
    });
    expect(await gateway.fetchPayment('applepay')).toMatchObject({
      status: 'paid',
      channel: 'apple_pay',
      amountHalalas: 3500,
      hostedPaymentRef: null,
    });
    expect(await gateway.fetchPayment('stcpay')).toMatchObject({ status: 'paid', channel: 'stc_pay' });
  });

  it("answers no payment for Moyasar's 404, and an error with its message for a 401", async () => {
    const { gateway } = documentedMoyasar({
      'GET /v1/payments/forbidden': {
        status: 401,
        body: { type: 'authentication_error', message: 'Invalid authorization credentials', errors: null },
      },
    });
    expect(await gateway.fetchPayment('no-such-payment')).toBeNull();
    const refused = await gateway.fetchPayment('forbidden').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(GatewayError);
    expect(refused).toMatchObject({ status: 401, message: 'Invalid authorization credentials' });
  });

  it("lists an invoice's payments and cancels it", async () => {
    const { gateway, sent } = documentedMoyasar({
      [`GET /v1/invoices/${INVOICE_ID}`]: {
        status: 200,
        body: { ...createdInvoice, status: 'paid', payments: [paidMada] },
      },
      [`PUT /v1/invoices/${INVOICE_ID}/cancel`]: { status: 200, body: { ...createdInvoice, status: 'canceled' } },
    });
    expect((await gateway.hostedPaymentAttempts(INVOICE_ID)).map((payment) => payment.id)).toEqual([PAYMENT_ID]);
    await gateway.cancelHostedPayment(INVOICE_ID);
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual([
      `GET /v1/invoices/${INVOICE_ID}`,
      `PUT /v1/invoices/${INVOICE_ID}/cancel`,
    ]);
  });

  it('refunds an amount and reads the refunded payment back', async () => {
    const { gateway, sent } = documentedMoyasar({
      [`POST /v1/payments/${PAYMENT_ID}/refund`]: {
        status: 200,
        body: {
          ...paidMada,
          status: 'refunded',
          refunded: 57500,
          refunded_at: '2025-03-04T11:00:00.000Z',
          refunded_format: '575.00 SAR',
        },
      },
    });
    expect(await gateway.refund(PAYMENT_ID, 57500)).toMatchObject({ status: 'refunded', refundedHalalas: 57500 });
    expect(sent[0]!.body).toEqual({ amount: 57500 });
  });

  it("charges a saved card by its token, with the product's own payment id (given_id) and the link in its metadata", async () => {
    const chargeId = 'c8e4a2b0-6f1d-4c2e-9b7a-3d5f8e1c0a42';
    const { gateway, sent } = documentedMoyasar({
      'POST /v1/payments': {
        status: 201,
        body: {
          ...paidMada,
          id: chargeId,
          invoice_id: null,
          callback_url: 'https://parking.example/my-subscription',
          source: {
            ...paidMada.source,
            type: 'token',
            company: 'visa',
            number: 'XXXX-XXXX-XXXX-1111',
            transaction_url: null,
          },
        },
      },
    });
    const payment = await gateway.chargeSavedCard({
      cardToken: 'token_qbmmXzo97AESrZLS6KpWvof6uK2hAKcQGfEcKg',
      chargeId,
      amountHalalas: 57500,
      description: 'Renewal, April',
      linkToken: LINK,
      returnUrl: 'https://parking.example/my-subscription',
    });
    expect(payment).toMatchObject({
      id: chargeId,
      status: 'paid',
      amountHalalas: 57500,
      linkToken: LINK,
      channel: 'card',
    });
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/v1/payments' });
    expect(sent[0]!.body).toEqual({
      given_id: chargeId,
      amount: 57500,
      currency: 'SAR',
      description: 'Renewal, April',
      callback_url: 'https://parking.example/my-subscription',
      metadata: { payment_link: LINK },
      source: { type: 'token', token: 'token_qbmmXzo97AESrZLS6KpWvof6uK2hAKcQGfEcKg' },
    });
  });

  it('reads a saved card from its token object, and deletes it', async () => {
    const token = 'token_x6okRgkZJrhgDHyqJ9zztW2X1k';
    const documented = {
      id: token,
      status: 'active',
      brand: 'visa',
      funding: 'credit',
      country: 'US',
      month: '09',
      year: '2027',
      name: 'Mohammed Ali',
      last_four: '1111',
      metadata: null,
      message: null,
      verification_url: null,
      created_at: '2023-08-23T12:12:55.857Z',
      updated_at: '2023-08-23T12:12:55.857Z',
    };
    const { gateway, sent } = documentedMoyasar({
      [`GET /v1/tokens/${token}`]: { status: 200, body: documented },
      'GET /v1/tokens/token_initiated': {
        status: 200,
        body: { ...documented, id: 'token_initiated', status: 'initiated' },
      },
      [`DELETE /v1/tokens/${token}`]: { status: 204, body: null },
    });
    expect(await gateway.savedCard(token)).toEqual({
      token,
      status: 'active',
      brand: 'visa',
      lastFour: '1111',
      month: 9,
      year: 2027,
    });
    expect(await gateway.savedCard('token_initiated')).toMatchObject({ status: 'pending' });
    expect(await gateway.savedCard('token_unknown')).toBeNull();
    await gateway.forgetSavedCard(token);
    expect(sent.at(-1)).toMatchObject({ method: 'DELETE', path: `/v1/tokens/${token}` });
  });

  it('reads the settlements made in a period, every page of them and of their lines, amounts in halalas', async () => {
    const SETTLEMENT_ID = '3fa85f64-5717-4562-b3fc-2c963f66afa6';
    const settlement = (id: string, createdAt: string) => ({
      id,
      recipient_type: 'Entity',
      recipient_id: 'c5c57597-0d06-4583-9da5-c755c4943ede',
      currency: 'SAR',
      amount: 56350,
      fee: 46,
      tax: 6,
      reference: null,
      settlement_count: 2,
      invoice_url: 'https://example.com/invoice.pdf',
      csv_list_url: 'https://example.com/list.csv',
      pdf_list_url: 'https://example.com/list.pdf',
      created_at: createdAt,
    });
    const meta = (page: number, next: number | null) => ({
      current_page: page,
      next_page: next,
      prev_page: page > 1 ? page - 1 : null,
      total_pages: 2,
      total_count: 2,
    });
    const line = (type: string, paymentAmount: number, amount: number, transactedAt: string) => ({
      payment_id: PAYMENT_ID,
      type,
      currency: 'SAR',
      payment_amount: paymentAmount,
      amount,
      fee: 1150,
      tax: 150,
      reference_number: '512345678901',
      transacted_at: transactedAt,
      source: { type: 'creditcard', company: 'mada' },
    });
    const { gateway, sent } = documentedMoyasar({
      'GET /v1/settlements?page=1': {
        status: 200,
        body: { settlements: [settlement(SETTLEMENT_ID, '2025-03-03T06:00:00.000Z')], meta: meta(1, 2) },
      },
      'GET /v1/settlements?page=2': {
        status: 200,
        body: { settlements: [settlement('older', '2025-02-24T06:00:00.000Z')], meta: meta(2, null) },
      },
      [`GET /v1/settlements/${SETTLEMENT_ID}/lines?page=1`]: {
        status: 200,
        body: { lines: [line('payment', 57500, 56350, '2025-03-01T09:05:12.000Z')], meta: meta(1, 2) },
      },
      [`GET /v1/settlements/${SETTLEMENT_ID}/lines?page=2`]: {
        status: 200,
        body: { lines: [line('fee', 0, -46, '2025-03-03T06:00:00.000Z')], meta: meta(2, null) },
      },
    });
    const settlements = await gateway.settlements(new Date('2025-03-01T00:00:00Z'), new Date('2025-03-08T00:00:00Z'));
    expect(settlements).toEqual([
      {
        id: SETTLEMENT_ID,
        createdAt: new Date('2025-03-03T06:00:00.000Z'),
        lines: [
          {
            paymentId: PAYMENT_ID,
            kind: 'payment',
            grossHalalas: 57500,
            netHalalas: 56350,
            feeHalalas: 1150,
            transactedAt: new Date('2025-03-01T09:05:12.000Z'),
          },
          expect.objectContaining({ kind: 'other', netHalalas: -46 }),
        ],
      },
    ]);
    expect(sent.map((request) => request.path)).not.toContain('/v1/settlements/older/lines?page=1');
  });

  it("takes a webhook's payment id only with the webhook's secret and the key's mode", () => {
    const { gateway } = documentedMoyasar({});
    const webhook = {
      id: '7a1f0e3c-1d2b-4c5a-9e8f-0a1b2c3d4e5f',
      type: 'payment_paid',
      created_at: '2025-03-01T09:05:21+00:00',
      secret_token: 'whsec-0123456789abcdef',
      account_name: 'Parking Operator',
      live: false,
      data: {
        id: PAYMENT_ID,
        status: 'paid',
        amount: 57500,
        currency: 'SAR',
        invoice_id: INVOICE_ID,
        metadata: { payment_link: LINK },
        source: { type: 'creditcard', company: 'mada' },
      },
    };
    expect(gateway.webhookPaymentId(webhook)).toBe(PAYMENT_ID);
    expect(gateway.webhookPaymentId({ ...webhook, secret_token: 'whsec-0123456789abcdeX' })).toBeNull();
    expect(gateway.webhookPaymentId({ ...webhook, secret_token: 'short' })).toBeNull();
    expect(gateway.webhookPaymentId({ ...webhook, live: true })).toBeNull();
    expect(gateway.webhookPaymentId({ type: 'payment_paid', data: { id: PAYMENT_ID } })).toBeNull();
  });
});
