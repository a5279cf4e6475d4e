import { describe, expect, it } from 'vitest';
import { type GatewayPayment, gatewayPaymentRefusal, onlineChannelOf } from './online-payment';

const expected = { token: 'pl_a', amountHalalas: 57500, hostedPaymentRef: 'inv_1' };
const paid: GatewayPayment = {
  id: 'pay_1',
  status: 'paid',
  amountHalalas: 57500,
  currency: 'SAR',
  refundedHalalas: 0,
  channel: 'mada',
  linkToken: 'pl_a',
  hostedPaymentRef: 'inv_1',
  message: 'APPROVED',
};

describe('what a gateway payment must be before it pays a link', () => {
  it('pays the link when it is paid, for the link and its hosted page, the whole amount in riyals', () => {
    expect(gatewayPaymentRefusal(expected, paid)).toBeNull();
    expect(gatewayPaymentRefusal(expected, { ...paid, hostedPaymentRef: null })).toBeNull();
  });

  it('refuses a payment that is not paid', () => {
    for (const status of ['pending', 'failed', 'refunded', 'voided'] as const)
      expect(gatewayPaymentRefusal(expected, { ...paid, status })).toBe('not_paid');
  });

  it("refuses another link's payment, by its metadata or its hosted page", () => {
    expect(gatewayPaymentRefusal(expected, { ...paid, linkToken: 'pl_b' })).toBe('other_link');
    expect(gatewayPaymentRefusal(expected, { ...paid, linkToken: null })).toBe('other_link');
    expect(gatewayPaymentRefusal(expected, { ...paid, hostedPaymentRef: 'inv_2' })).toBe('other_link');
  });

  it('refuses a payment of another amount or currency', () => {
    expect(gatewayPaymentRefusal(expected, { ...paid, amountHalalas: 57499 })).toBe('amount_differs');
    expect(gatewayPaymentRefusal(expected, { ...paid, amountHalalas: 57501 })).toBe('amount_differs');
    expect(gatewayPaymentRefusal(expected, { ...paid, currency: 'USD' })).toBe('currency_differs');
  });
});

describe('the channel of a payment', () => {
  it('names the wallets, mada, and any other scheme as a card', () => {
    expect(onlineChannelOf('applepay', 'visa')).toBe('apple_pay');
    expect(onlineChannelOf('stcpay', null)).toBe('stc_pay');
    expect(onlineChannelOf('creditcard', 'mada')).toBe('mada');
    expect(onlineChannelOf('creditcard', 'master')).toBe('card');
    expect(onlineChannelOf(null, null)).toBeNull();
  });
});
