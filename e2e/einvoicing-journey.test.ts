import { createPublicKey, verify } from 'node:crypto';
import { expect, test } from 'vitest';
import type { PaymentReceipt } from '../domain/schemas/receipt';
import { decodeZatcaPhase2Tlv } from '../domain/zatca-qr';
import { journeyApi } from './api';
import { DEMO, setUpJourney, signIn } from './browser';
import { scanQr } from './qr';

const journey = setUpJourney();
const { call: api, decide, tokenOf } = journeyApi(journey.baseUrl);

/**
 * A guest who came in 3 hours ago at the demo's first area and leaves now paying cash: the entry
 * laid down by the super admin from a lane's paper log (a lane cannot send a time that old).
 */
async function guestExit(token: string): Promise<number> {
  const gates = await api<{ id: number; area_id: number; gate_type_id: number }[]>(token, 'GET', 'gates');
  const types = await api<{ id: number; code: string }[]>(token, 'GET', 'gate-types');
  const typeOf = (code: string) => types.find((type) => type.code === code)!.id;
  const area = gates[0]!.area_id;
  const entry = gates.find((gate) => gate.area_id === area && gate.gate_type_id === typeOf('entry'))!;
  const exit = gates.find((gate) => gate.area_id === area && gate.gate_type_id === typeOf('exit'))!;
  const plate = `RSN ${1000 + (Date.now() % 9000)}`;
  await api(token, 'POST', 'gate/entries', {
    gate_id: entry.id,
    plate,
    event_id: `einvoice-journey-in-${Date.now()}`,
    occurred_at: new Date(Date.now() - 3 * 3_600_000).toISOString(),
    backdate_reason: 'Typed in from the lane’s paper log',
  });
  const closed = await api<{ transaction_id: number; amount: number }>(token, 'POST', 'gate/exits', {
    gate_id: exit.id,
    plate,
    event_id: `einvoice-journey-out-${Date.now()}`,
    payment_method: 'cash',
  });
  expect(closed.amount).toBeGreaterThan(0);
  return closed.transaction_id;
}

test('a guest’s paid exit is a reported simplified invoice whose receipt QR holds nine tags; its refund a credit note', async () => {
  const { page } = journey;
  const superAdmin = await tokenOf(DEMO.superAdmin);
  const paymentId = await guestExit(superAdmin);

  await page.goto(`${journey.baseUrl}/sign-in`);
  await signIn(page, DEMO.admin.email, DEMO.admin.password);

  // The receipt carries the document's number and its phase-2 QR: nine tags, signed by the key tag 8 holds.
  await page.goto(`${journey.baseUrl}/parking-transactions/${paymentId}/receipt`);
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const receipt = await api<PaymentReceipt>(token!, 'GET', `payment-transactions/${paymentId}/receipt`);
  expect(receipt.einvoice).toMatchObject({ kind: 'simplified', counter: expect.any(Number) });
  const paper = page.locator('article');
  await paper.getByText(receipt.einvoice!.number).first().waitFor();
  await paper.getByText('فاتورة ضريبية مبسطة').first().waitFor();
  const scanned = await scanQr(page, 'QR code of this invoice for ZATCA');
  expect(scanned).toBe(receipt.qr);
  const tags = decodeZatcaPhase2Tlv(scanned);
  expect(tags).toMatchObject({
    sellerName: receipt.operator.name_ar,
    vatNumber: receipt.operator.vat_number,
    timestamp: new Date(receipt.issued_at).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    vat: receipt.vat.toFixed(2),
    invoiceHash: receipt.einvoice!.hash,
  });
  expect(tags.certificateSignature).not.toBeNull();
  const key = createPublicKey({ key: Buffer.from(tags.publicKey), format: 'der', type: 'spki' });
  expect(verify('sha256', Buffer.from(tags.invoiceHash, 'base64'), key, Buffer.from(tags.signature, 'base64'))).toBe(
    true,
  );

  // The reporting view: sent now, reported.
  await page.goto(`${journey.baseUrl}/einvoice-documents`);
  await page.getByRole('button', { name: 'Send now' }).click();
  await page.getByRole('row').filter({ hasText: receipt.einvoice!.number }).getByText('Reported').waitFor();

  // A refund is a new document: a credit note naming the invoice, reported in turn.
  const refund = await decide<{ id: number }>(token!, `payment-transactions/${paymentId}`, 'refund', {
    amount: 1,
    payment_method: 'cash',
    reason: 'Charged an hour too many',
  });
  await page.getByRole('button', { name: 'Send now' }).click();
  const note = page.getByRole('row').filter({ hasText: 'Credit note' }).first();
  await note.getByText('Reported').waitFor();
  await note.click();
  await page.waitForURL(/\/einvoice-documents\/\d+\/show$/);
  await page.getByText('Credit note').first().waitFor();

  // Its receipt, handed to the customer, is the credit note: what it corrects, and the note's own nine tags.
  await page.goto(`${journey.baseUrl}/parking-transactions/${refund.id}/receipt`);
  const credit = page.locator('article');
  await credit.getByText('Simplified credit note / إشعار دائن مبسط').first().waitFor();
  await credit.getByText(receipt.einvoice!.number).first().waitFor();
  const noteTags = decodeZatcaPhase2Tlv(await scanQr(page, 'QR code of this invoice for ZATCA'));
  expect(noteTags.total).toBe('1.00');
  expect(noteTags.invoiceHash).not.toBe(receipt.einvoice!.hash);
  journey.expectNoProblems();
});

test('a sale to a VAT-registered company is a tax invoice naming it, handed over once ZATCA has cleared it', async () => {
  const { page } = journey;
  const [superAdmin, manager] = await Promise.all([tokenOf(DEMO.superAdmin), tokenOf(DEMO.manager)]);
  const asked = await api<{ id: number }>(manager, 'POST', 'company-subscriptions', {
    subscriber_name: 'Nawaf Al-Mutairi',
    phone: '0551239876',
    email: 'nawaf@alnoor.example.sa',
    vehicles: [{ plate_letters: 'KSD', plate_number: String(1000 + (Date.now() % 9000)) }],
  });
  const methods = await api<{ id: number; code: string }[]>(superAdmin, 'GET', 'payment-methods');
  await decide(superAdmin, `company-subscriptions/${asked.id}`, 'approve', {
    payment_method_id: methods.find((method) => method.code === 'bank_transfer')!.id,
  });
  const newest = new URLSearchParams({ sort: '["id","DESC"]', range: '[0,9]', filter: '{"type":"subscription"}' });
  const payment = (
    await api<{ id: number; company_subscription_id: number | null }[]>(
      superAdmin,
      'GET',
      `payment-transactions?${newest}`,
    )
  ).find((row) => row.company_subscription_id === asked.id);

  await page.goto(`${journey.baseUrl}/sign-in`);
  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  await page.goto(`${journey.baseUrl}/parking-transactions/${payment!.id}/receipt`);
  const paper = page.locator('article');
  await paper.getByText('Tax invoice / فاتورة ضريبية').first().waitFor();
  await paper.getByText('311111111100003').first().waitFor();
  await paper.getByText('شركة النور للتجارة').first().waitFor();
  // Cleared when the receipt was asked for: its QR is there to print, without the CA's tag of a simplified invoice.
  const tags = decodeZatcaPhase2Tlv(await scanQr(page, 'QR code of this invoice for ZATCA'));
  expect(tags.certificateSignature).toBeNull();
  expect(await page.getByRole('button', { name: 'Print' }).isEnabled()).toBe(true);

  // The payment's page shows its document as the Authority answered it.
  await page.goto(`${journey.baseUrl}/parking-transactions/${payment!.id}/show`);
  await page.getByText('Cleared', { exact: true }).first().waitFor();
  await page.getByText('Standard', { exact: true }).first().waitFor();
  journey.expectNoProblems();
});
