import { describe, expect, it } from 'vitest';
import { reconcileDay } from './settlement-reconciliation';

const settledLine = (gatewayPaymentId: string, kind: 'payment' | 'refund', grossHalalas: number, feeHalalas = 0) => ({
  gatewayPaymentId,
  kind,
  grossHalalas,
  netHalalas: kind === 'payment' ? grossHalalas - feeHalalas : -grossHalalas,
  feeHalalas,
});

describe("a day's reconciliation with the gateway's settlements", () => {
  it('matches each payment and its refunds by the gateway id, and lists what either side lacks', () => {
    const day = reconcileDay(
      [
        { paymentTransactionId: 1, gatewayPaymentId: 'pay-a', kind: 'payment', halalas: 20000 },
        { paymentTransactionId: 2, gatewayPaymentId: 'pay-a', kind: 'refund', halalas: 3000 },
        { paymentTransactionId: 3, gatewayPaymentId: 'pay-a', kind: 'refund', halalas: 2000 },
        { paymentTransactionId: 4, gatewayPaymentId: 'pay-b', kind: 'payment', halalas: 800 },
        { paymentTransactionId: 5, gatewayPaymentId: 'pay-c', kind: 'payment', halalas: 1100 },
      ],
      [
        settledLine('pay-a', 'payment', 20000, 350),
        settledLine('pay-a', 'refund', 5000),
        settledLine('pay-c', 'payment', 1200, 21),
        settledLine('pay-x', 'payment', 700, 12),
        settledLine('pay-r', 'payment', 57500, 1006),
      ],
      new Set(['pay-r']),
    );
    expect(day).toEqual({
      matched: { count: 2, grossHalalas: 25000, netHalalas: 14650, feeHalalas: 350 },
      notSettled: [{ gatewayPaymentId: 'pay-b', kind: 'payment', halalas: 800, paymentTransactionIds: [4] }],
      notRecorded: [{ gatewayPaymentId: 'pay-x', kind: 'payment', grossHalalas: 700 }],
      amountsDiffer: [{ gatewayPaymentId: 'pay-c', kind: 'payment', recordedHalalas: 1100, settledHalalas: 1200 }],
      paidBack: [{ gatewayPaymentId: 'pay-r', kind: 'payment', grossHalalas: 57500 }],
    });
  });
});
