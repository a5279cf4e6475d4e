import { expect, test } from 'vitest';
import { DEMO, setUpJourney, signIn } from './browser';
import { mailsTo } from './mail';
import { leafParts } from '../server/test/smtp-sink';

const journey = setUpJourney();

/**
 * The plate as an Arabic reader types it: ح ب ا in reading order is the plate ABJ (domain/plates.ts),
 * and the number in Arabic-Indic digits is 4729. No demo subscription has this plate.
 */
const PLATE = {
  typedLetters: 'ح ب ا',
  typedNumber: '٤٧٢٩',
  arabicRow: 'ح ب ا ٤٧٢٩',
  latinRow: '4729 ABJ',
  searchedAs: 'ABJ 4729',
};

const APPLICANT = {
  name: 'نورة العتيبي',
  mobile: '0559472901',
  email: 'noura.otaibi@example.sa',
  area: 'برج طريق الملك فهد',
  plan: /^الباقة الشهرية · /,
  model: 'تويوتا كامري',
  colour: 'أبيض',
};

test('a visitor requests a subscription in Arabic; an admin finds it by its Latin plate, approves it, sends its QR code by mail and WhatsApp, and reissues it', async () => {
  const { page, baseUrl } = journey;

  // The visitor, signed out, switches the page to Arabic and fills the request.
  await page.goto(`${baseUrl}/subscription-request`);
  await page.getByRole('heading', { name: 'Request a subscription' }).waitFor();
  await page.getByRole('button', { name: 'العربية' }).click();
  await page.getByRole('heading', { name: 'طلب اشتراك' }).waitFor();

  await page.getByRole('textbox', { name: /^اسم مقدّم الطلب/ }).fill(APPLICANT.name);
  await page.getByRole('textbox', { name: /^رقم الجوال/ }).fill(APPLICANT.mobile);
  await page.getByRole('textbox', { name: /^البريد الإلكتروني/ }).fill(APPLICANT.email);
  await page.getByRole('combobox', { name: /^المنطقة/ }).click();
  await page.getByRole('option', { name: APPLICANT.area, exact: true }).click();
  await page.getByRole('combobox', { name: /^الباقة/ }).click();
  await page.getByRole('option', { name: APPLICANT.plan }).click();
  await page.getByRole('textbox', { name: 'حروف اللوحة' }).fill(PLATE.typedLetters);
  await page.getByRole('textbox', { name: 'رقم اللوحة' }).fill(PLATE.typedNumber);
  await page.getByRole('textbox', { name: 'الطراز' }).fill(APPLICANT.model);
  await page.getByRole('textbox', { name: 'اللون' }).fill(APPLICANT.colour);
  await page.getByRole('button', { name: 'إرسال الطلب' }).click();

  const confirmation = page.getByRole('status');
  await confirmation.getByText('تم استلام طلبك، وسنتواصل معك على رقم جوالك.').waitFor();
  await confirmation.getByText('رقمك المرجعي').waitFor();
  // A reference the applicant can read out: two groups of four symbols (K7QM-4X2P).
  const reference = await confirmation.getByText(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/).innerText();

  // The admin, back in English, finds the request by its plate typed in Latin letters and Western digits.
  await page.goto(`${baseUrl}/sign-in`);
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  await page.goto(`${baseUrl}/subscriptions`);
  await page.getByRole('tab', { name: /^Pending/ }).click();
  await page.getByRole('textbox', { name: 'Search' }).fill(PLATE.searchedAs);
  const rows = page.locator('tbody tr');
  await expect.poll(() => rows.allInnerTexts()).toEqual([expect.stringContaining(reference)]);
  const row = rows.first();
  expect(await row.getByText(APPLICANT.name, { exact: true }).count()).toBe(1);
  expect(await row.getByText('Pending', { exact: true }).count()).toBe(1);

  // Its page shows the plate in both scripts, as the plate prints it.
  await row.getByRole('link', { name: reference }).click();
  await page.waitForURL(/\/subscriptions\/\d+\/show$/);
  const vehicles = page.getByRole('list').filter({ hasText: PLATE.latinRow });
  await vehicles.getByText(PLATE.arabicRow, { exact: true }).waitFor();
  await vehicles.getByText(`${APPLICANT.model} · ${APPLICANT.colour}`).waitFor();
  await page.getByText('Pending', { exact: true }).waitFor();

  // Approved with a payment method: the QR card opens with its print button, and the status turns active.
  await page.getByRole('button', { name: 'Approve' }).click();
  const approval = page.getByRole('dialog', { name: 'Approve the subscription' });
  await approval.getByRole('combobox', { name: /^Payment method/ }).click();
  await page.getByRole('option', { name: 'Cash', exact: true }).click();
  await approval.getByRole('button', { name: 'Approve' }).click();

  const qrDialog = page.getByRole('dialog', { name: 'Subscription approved: its QR code' });
  const card = qrDialog.getByRole('region', { name: 'Subscription QR code' });
  await card.getByRole('img', { name: 'Subscription QR code' }).waitFor();
  await card.getByText(APPLICANT.name, { exact: true }).waitFor();
  await card.getByText(PLATE.arabicRow, { exact: true }).waitFor();
  await card.getByText(PLATE.latinRow, { exact: true }).waitFor();
  await card.getByText(reference, { exact: true }).waitFor();
  await card.getByRole('button', { name: 'Print' }).waitFor();

  // On paper, the card alone: the dialog around it, the page behind and the print button stay off it.
  await page.emulateMedia({ media: 'print' });
  const printedCard = page.getByRole('region', { name: 'Subscription QR code' });
  await printedCard.getByText(PLATE.latinRow, { exact: true }).waitFor();
  await printedCard.getByText(APPLICANT.name, { exact: true }).waitFor();
  expect(await printedCard.getByRole('img', { name: 'Subscription QR code' }).isVisible()).toBe(true);
  expect(await page.getByText('Print', { exact: true }).isVisible()).toBe(false);
  expect(await page.getByText('Subscription approved: its QR code', { exact: true }).isVisible()).toBe(false);
  expect(await page.getByText('Status and approval', { exact: true }).isVisible()).toBe(false);
  await page.emulateMedia({ media: 'screen' });

  // Sent to the subscriber in their language: by mail, the QR code an image beside the details in Arabic.
  const sending = qrDialog.getByRole('region', { name: 'Send it to the subscriber' });
  await sending.getByRole('button', { name: 'العربية' }).click();
  expect(mailsTo(APPLICANT.email)).toEqual([]);
  await sending.getByRole('button', { name: 'Send by email' }).click();
  await page.getByText(`QR code sent to ${APPLICANT.email}`).waitFor();
  const [mail] = mailsTo(APPLICANT.email);
  expect(mail!.headers['content-language']).toBe('ar');
  expect(mail!.headers.subject).toContain(reference);
  const parts = leafParts(mail!);
  const text = parts.find((part) => part.headers['content-type']?.startsWith('text/plain'))!.body.toString('utf8');
  for (const detail of [APPLICANT.name, APPLICANT.area, PLATE.arabicRow, reference]) {
    expect(text).toContain(detail);
  }
  const image = parts.find((part) => part.headers['content-type']?.startsWith('image/png'))!;
  expect(image.body.subarray(1, 4).toString('latin1')).toBe('PNG');
  const html = parts.find((part) => part.headers['content-type']?.startsWith('text/html'))!.body.toString('utf8');
  expect(html).toContain(`cid:${/^<(.+)>$/.exec(image.headers['content-id']!)![1]}`);

  // By WhatsApp, to the applicant's mobile: the details and a link to the page that shows the code.
  const chat = new URL((await sending.getByRole('link', { name: 'Open in WhatsApp' }).getAttribute('href'))!);
  expect(chat.origin + chat.pathname).toBe('https://wa.me/966559472901');
  const message = chat.searchParams.get('text')!;
  expect(message).toContain(reference);
  const qrLink = /https?:\/\/\S+\/my-qr#\S+/.exec(message)![0];
  await qrDialog.getByRole('button', { name: 'Close' }).click();
  await qrDialog.waitFor({ state: 'hidden' });

  await page.getByText('Active', { exact: true }).waitFor();
  await page.getByText('Cash', { exact: true }).waitFor();
  expect(await page.getByRole('button', { name: 'Approve' }).count()).toBe(0);

  // Reissuing asks first and says the old code stops working; cancelled, nothing happens.
  await page.getByRole('button', { name: 'Reissue QR code' }).click();
  const confirm = page.getByRole('dialog', { name: 'Issue a new QR code?' });
  await confirm.getByText(/The current QR code stops working at the gates at once/).waitFor();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await confirm.waitFor({ state: 'hidden' });
  expect(await page.getByRole('dialog').count()).toBe(0);
  await page.getByRole('button', { name: 'Reissue QR code' }).click();
  await confirm.getByRole('button', { name: 'Issue new code' }).click();
  const reissued = page.getByRole('dialog', { name: 'New QR code (the previous one no longer works)' });
  await reissued.getByRole('region', { name: 'Subscription QR code' }).getByText(reference, { exact: true }).waitFor();
  await reissued
    .getByRole('region', { name: 'Send it to the subscriber' })
    .getByRole('button', { name: 'Send by email' })
    .waitFor();
  await reissued.getByRole('button', { name: 'Close' }).click();

  // The subscriber's link, signed out, shows their code.
  journey.expectNoProblems();
  await page.goto(qrLink);
  await page.getByRole('heading', { name: 'Your parking QR code' }).waitFor();
  await page.getByRole('img', { name: 'Your parking QR code' }).waitFor();
});
