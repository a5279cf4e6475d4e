import { expect, test } from 'vitest';
import { DEMO, setUpJourney, signIn } from './browser';
import { filePublicRequest } from './api';
import { mailsTo, mailText as textOf } from './mail';
import { PHONE } from './screens';

const journey = setUpJourney();

const APPLICANT = {
  applicant_name: 'Reem Al-Qahtani',
  phone: '0559381204',
  email: 'reem.qahtani@example.sa',
  vehicles: [{ plate_letters: 'RSD', plate_number: '8132', model: 'Hyundai Elantra', colour: 'Grey' }],
  applicant_notes: null,
  website: '',
};

test('a public request approved in Arabic to be paid online mails its payment link; the payer pays it on a phone in English with a test card, after a declined one, and gets the QR code', async () => {
  const { page, baseUrl } = journey;
  const reference = await filePublicRequest(baseUrl, APPLICANT);

  // The admin, in Arabic, approves it to be paid online: it awaits its payment, with no QR code.
  await page.goto(`${baseUrl}/sign-in`);
  await page.getByRole('button', { name: 'العربية' }).click();
  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  await page.goto(`${baseUrl}/subscriptions`);
  await page.getByRole('textbox', { name: 'بحث' }).fill(reference);
  // The search is debounced: the list first shows every subscription, then this one alone.
  const rows = page.locator('tbody tr');
  await expect.poll(() => rows.allInnerTexts()).toEqual([expect.stringContaining(reference)]);
  await rows.first().getByRole('link', { name: reference }).click();
  await page.waitForURL(/\/subscriptions\/\d+\/show$/);
  await page.getByRole('button', { name: 'قبول', exact: true }).click();
  const approval = page.getByRole('dialog', { name: 'قبول الاشتراك' });
  await approval.getByRole('combobox', { name: /^طريقة الدفع/ }).click();
  await page.getByRole('option', { name: 'دفع إلكتروني', exact: true }).click();
  await approval.getByRole('button', { name: 'قبول', exact: true }).click();
  await page.getByText('تم قبول الاشتراك: يبدأ عند دفع رابط الدفع').waitFor();
  await page.getByText('بانتظار الدفع', { exact: true }).first().waitFor();
  expect(await page.getByRole('dialog').count()).toBe(0);

  // The request goes on to payment by itself: its link is mailed to the applicant in both languages.
  await expect.poll(() => mailsTo(APPLICANT.email).length, { timeout: 15_000 }).toBe(1);
  const mailed = textOf(mailsTo(APPLICANT.email)[0]!);
  expect(mailed).toContain(reference);
  expect(mailed).toContain('تمت الموافقة على طلب اشتراكك');
  expect(mailed).toContain('Your subscription request');
  const link = new RegExp(`${baseUrl}/pay/pl_[\\w-]+`).exec(mailed)![0];

  // The payer opens the link on a phone, signed out, in English.
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await page.setViewportSize(PHONE);
  await page.goto(link);
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('heading', { name: 'Pay for your subscription' }).waitFor();
  await page.getByText(reference, { exact: true }).waitFor();
  await page.getByRole('button', { name: /^Pay SAR/ }).click();

  // The gateway's page (the simulator's): a declined test card first, then one that pays.
  await page.waitForURL(/\/api\/gateway-simulator\/invoices\//);
  const payWith = async (number: string) => {
    await page.getByRole('textbox', { name: 'Name on card' }).fill('Reem Al-Qahtani');
    await page.getByRole('textbox', { name: 'Card number' }).fill(number);
    await page.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/30');
    await page.getByRole('textbox', { name: 'CVC' }).fill('123');
    await page.getByRole('button', { name: /^Pay \d/ }).click();
  };
  journey.allowFailedRequest(new URL(page.url()).pathname, 402);
  await payWith('4201320000311101');
  await page
    .getByRole('alert')
    .getByText(/INSUFFICIENT FUNDS/)
    .waitFor();
  await payWith('4201320111111010');

  // Back on the product: paid, the period, and the QR code the gates scan; the code mailed too.
  await page.waitForURL(`${link}`);
  await page.getByText(/^Paid\. Your subscription is active from /).waitFor();
  await page.getByRole('img', { name: 'Your parking QR code' }).waitFor();
  await expect.poll(() => mailsTo(APPLICANT.email).length).toBe(2);
  expect(mailsTo(APPLICANT.email)[1]!.headers.subject).toContain(reference);
  journey.expectNoProblems();
});
