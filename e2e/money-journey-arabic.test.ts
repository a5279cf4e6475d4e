import { readFile } from 'node:fs/promises';
import { expect, test } from 'vitest';
import type { PaymentReceipt } from '../domain/schemas/receipt';
import { decodeZatcaPhase2Tlv, decodeZatcaTlv } from '../domain/zatca-qr';
import { DEMO, signIn, setUpJourney } from './browser';
import { scanQr } from './qr';

const journey = setUpJourney();

/** Western digits, whichever digits the page shows. */
const westernDigits = (text: string) =>
  text.replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660)).replace('٫', '.');

test('in Arabic, an admin reads last month’s revenue (chart, areas, CSV) and prints a receipt whose QR decodes to the ZATCA tags', async () => {
  const { page } = journey;
  await page.goto(`${journey.baseUrl}/sign-in`);
  await page.evaluate(() => localStorage.setItem('locale', 'ar'));
  await page.reload();
  await signIn(page, DEMO.admin.email, DEMO.admin.password);

  // From the payments, to the report, last month.
  await page.goto(`${journey.baseUrl}/parking-transactions`);
  await page
    .getByRole('link', { name: 'تقرير الإيرادات' })
    .or(page.getByRole('button', { name: 'تقرير الإيرادات' }))
    .first()
    .click();
  await page.waitForURL(/\/revenue-report/);
  await page.getByRole('group', { name: 'فترات سريعة' }).getByRole('button', { name: 'الشهر الماضي' }).click();
  const figures = page.getByRole('region', { name: 'إجماليات الفترة' });
  await figures.getByText('إجمالي الإيرادات').waitFor();
  const chart = page.getByLabel('الإيرادات اليومية، الزوار والاشتراكات مكدّسة');
  await chart.waitFor();
  // Last month's days replace the default period's once they load: early in a month that one has only a few.
  await expect.poll(() => chart.locator('rect, path').count()).toBeGreaterThan(10);
  const areas = page.getByRole('table', { name: 'الإيرادات حسب المنطقة' });
  await areas.getByRole('row').filter({ hasText: 'برج طريق الملك فهد' }).waitFor();
  await areas.getByRole('row').filter({ hasText: 'الإجمالي' }).waitFor();

  // The CSV, read back from the real download: a BOM for Excel, the Arabic area names, money with two decimals.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'تصدير الملف' }).click(),
  ]);
  const csv = (await readFile((await download.path())!)).toString('utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  expect(csv).toContain('برج طريق الملك فهد');
  expect(csv).toMatch(/\d+\.\d{2}/);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);

  // A paid guest payment's receipt, in Arabic, on an 80 mm slip.
  await page.goto(
    `${journey.baseUrl}/parking-transactions?filter=${encodeURIComponent(JSON.stringify({ status: 'paid', type: 'guest', amount_min: 1 }))}`,
  );
  await page.getByRole('row').nth(1).click();
  await page.waitForURL(/\/parking-transactions\/\d+\/show$/);
  await page
    .getByRole('link', { name: 'الإيصال' })
    .or(page.getByRole('button', { name: 'الإيصال' }))
    .first()
    .click();
  await page.waitForURL(/\/parking-transactions\/\d+\/receipt$/);
  // What the server answered for this receipt, to hold the printed one against.
  const receiptPath = `/api/payment-transactions/${/\/parking-transactions\/(\d+)\//.exec(page.url())![1]}/receipt`;
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const receipt = (await (
    await page.request.get(receiptPath, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as PaymentReceipt;
  await page.getByRole('button', { name: 'إيصال حراري 80 مم' }).click();
  const paper = page.locator('article');
  await paper.getByText('فاتورة ضريبية مبسطة').waitFor();
  await paper.getByText('الإجمالي شامل الضريبة').waitFor();
  expect(westernDigits(await paper.innerText())).toContain(receipt.total.toFixed(2));

  // The tags, each once and in order (the decoders refuse anything else): five on a payment of the
  // demo's history, nine on one its area signed under phase 2 (a journey's exit, listed first).
  const scanned = await scanQr(page, 'رمز الاستجابة السريعة لهذه الفاتورة لدى هيئة الزكاة والضريبة والجمارك');
  expect(scanned).toBe(receipt.qr);
  const decode = receipt.einvoice ? decodeZatcaPhase2Tlv : decodeZatcaTlv;
  expect(decode(scanned)).toMatchObject({
    sellerName: receipt.operator.name_ar,
    vatNumber: receipt.operator.vat_number,
    timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/),
    // What the customer paid, on an e-invoice too: its payable rounding is stated in the document (server/features/einvoicing/zatca/ubl.ts).
    total: receipt.total.toFixed(2),
    vat: receipt.vat.toFixed(2),
  });

  // On paper only the receipt shows: no menu, no buttons.
  await page.emulateMedia({ media: 'print' });
  expect(await page.getByRole('button', { name: 'طباعة' }).isVisible()).toBe(false);
  expect(await paper.isVisible()).toBe(true);
  await page.emulateMedia({ media: 'screen' });
  journey.expectNoProblems();
});
