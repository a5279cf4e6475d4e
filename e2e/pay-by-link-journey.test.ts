import { expect, test } from 'vitest';
import { DEMO, setUpJourney, signIn } from './browser';
import { mailsTo } from './mail';
import { PHONE } from './screens';
import { leafParts, type MimePart } from '../server/test/smtp-sink';

const journey = setUpJourney();

const APPLICANT = {
  applicant_name: 'Reem Al-Qahtani',
  phone: '0559381204',
  email: 'reem.qahtani@example.sa',
  vehicles: [{ plate_letters: 'RSD', plate_number: '8132', model: 'Hyundai Elantra', colour: 'Grey' }],
  applicant_notes: null,
  website: '',
};

const textOf = (mail: MimePart) =>
  leafParts(mail)
    .find((part) => part.headers['content-type']?.startsWith('text/plain'))!
    .body.toString('utf8');

/** A request filed from the public page's API, as its form sends it; answers its reference. */
async function filePublicRequest(baseUrl: string) {
  const settings = (await (await fetch(`${baseUrl}/api/settings`)).json()) as { public_api_key: string };
  const plans = (await (await fetch(`${baseUrl}/api/public/plans`)).json()) as Array<{ id: number; area_id: number }>;
  const plan = plans[0]!;
  const sent = await fetch(`${baseUrl}/api/public/subscription-requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': settings.public_api_key },
    body: JSON.stringify({ ...APPLICANT, area_id: plan.area_id, plan_id: plan.id }),
  });
  expect(sent.status).toBe(201);
  return ((await sent.json()) as { reference: string }).reference;
}

test('a public request is approved in Arabic to be paid online; its payer pays the link on a phone in English with a test card, after a declined one, and gets the QR code', async () => {
  const { page, baseUrl } = journey;
  const reference = await filePublicRequest(baseUrl);

  // The admin, in Arabic, approves it to be paid online: it awaits its payment, with no QR code.
  await page.goto(`${baseUrl}/sign-in`);
  await page.getByRole('button', { name: 'العربية' }).click();
  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  await page.goto(`${baseUrl}/subscriptions`);
  await page.getByRole('textbox', { name: 'بحث' }).fill(reference);
  await page.locator('tbody tr').getByRole('link', { name: reference }).click();
  await page.waitForURL(/\/subscriptions\/\d+\/show$/);
  await page.getByRole('button', { name: 'قبول', exact: true }).click();
  const approval = page.getByRole('dialog', { name: 'قبول الاشتراك' });
  await approval.getByRole('combobox', { name: /^طريقة الدفع/ }).click();
  await page.getByRole('option', { name: 'دفع إلكتروني', exact: true }).click();
  await approval.getByRole('button', { name: 'قبول', exact: true }).click();
  await page.getByText('تم قبول الاشتراك: يبدأ عند دفع رابط الدفع').waitFor();
  await page.getByText('بانتظار الدفع', { exact: true }).first().waitFor();
  expect(await page.getByRole('dialog').count()).toBe(0);

  // The payment link, mailed to the applicant in Arabic and ready for WhatsApp.
  await page.getByRole('button', { name: 'رابط الدفع' }).click();
  const sending = page.getByRole('dialog', { name: 'إرسال رابط دفع' });
  // The address is set apart from the Arabic around it (bidi isolates), as every placeholder is.
  await sending
    .getByRole('checkbox', { name: /^أرسله أيضًا بالبريد الإلكتروني إلى .*reem\.qahtani@example\.sa/ })
    .waitFor();
  await sending.getByRole('button', { name: 'إنشاء الرابط' }).click();
  await sending.getByText(/^أُرسل الرابط بالبريد الإلكتروني إلى .*reem\.qahtani@example\.sa/).waitFor();
  const chat = new URL((await sending.getByRole('link', { name: 'فتح في واتساب' }).getAttribute('href'))!);
  expect(chat.origin + chat.pathname).toBe('https://wa.me/966559381204');
  const [linkMail] = mailsTo(APPLICANT.email);
  const mailed = textOf(linkMail!);
  expect(mailed).toContain(reference);
  const link = new RegExp(`${baseUrl}/pay/pl_[\\w-]+`).exec(mailed)![0];
  expect(chat.searchParams.get('text')).toContain(link);

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
