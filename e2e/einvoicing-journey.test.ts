import { createPublicKey, verify } from 'node:crypto';
import { expect, test } from 'vitest';
import type { PaymentReceipt } from '../domain/schemas/receipt';
import { decodeZatcaPhase2Tlv } from '../domain/zatca-qr';
import { DEMO, setUpJourney, signIn } from './browser';
import { scanQr } from './qr';

const journey = setUpJourney();

async function api<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${journey.baseUrl}/api/${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(response.status, `${method} ${path}: ${await response.clone().text()}`).toBeLessThan(300);
  return (await response.json()) as T;
}

async function tokenOf(account: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${journey.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

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
  await api(token!, 'POST', `payment-transactions/${paymentId}/refund`, {
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
  journey.expectNoProblems();
});
