import { expect, test } from 'vitest';
import { DEMO, setUpJourney } from './browser';
import { filePublicRequest, journeyApi } from './api';
import { mailsTo, mailText as textOf } from './mail';

const journey = setUpJourney();

const SUBSCRIBER = {
  applicant_name: 'Nora Al-Otaibi',
  phone: '0557712093',
  email: 'nora.alotaibi@example.sa',
  vehicles: [{ plate_letters: 'HTD', plate_number: '5180', model: 'Kia Sportage', colour: 'Blue' }],
  applicant_notes: null,
  website: '',
};

/**
 * A monthly subscription requested from the public page and approved paid in cash at the office,
 * through the API as the screens send them; answers its reference.
 */
async function monthlySubscription(baseUrl: string) {
  const reference = await filePublicRequest(baseUrl, SUBSCRIBER, (plans) =>
    plans.find((plan) => plan.duration === 1 && plan.duration_unit === 'months')!,
  );
  const { tokenOf, call, decide } = journeyApi(baseUrl);
  const admin = await tokenOf(DEMO.admin);
  const filter = encodeURIComponent(JSON.stringify({ q: reference }));
  const [found] = await call<Array<{ id: number }>>(admin, 'GET', `subscriptions?filter=${filter}`);
  const methods = await call<Array<{ id: number; code: string }>>(admin, 'GET', 'payment-methods');
  const cash = methods.find((method) => method.code === 'cash')!;
  await decide(admin, `subscriptions/${found!.id}`, 'approve', { payment_method_id: cash.id });
  return reference;
}

test('a subscriber renews on their own page: a code mailed to them signs them in, a test card pays the renewal, the page shows the new end and both payments, and on their phone in Arabic they turn automatic renewal on with a saved card and stop it', async () => {
  const { page, baseUrl } = journey;
  const reference = await monthlySubscription(baseUrl);
  await page.setViewportSize({ width: 1440, height: 900 });

  // Signed out, no password: the email their subscription gave, and the code mailed to it.
  await page.goto(`${baseUrl}/my-subscription`);
  await page.getByRole('heading', { name: 'My subscription' }).waitFor();
  await page.getByRole('textbox', { name: 'Email' }).fill(SUBSCRIBER.email);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await page
    .getByText(`If a subscription gives ${SUBSCRIBER.email}, a code is on its way there.`, { exact: false })
    .waitFor();
  await expect
    .poll(() => mailsTo(SUBSCRIBER.email).some((mail) => /sign-in code/.test(String(mail.headers.subject))))
    .toBe(true);
  const codeMail = mailsTo(SUBSCRIBER.email).find((mail) => /sign-in code/.test(String(mail.headers.subject)))!;
  const code = /\b(\d{6})\b/.exec(textOf(codeMail))![1]!;
  await page.getByRole('textbox', { name: 'Code from the email' }).fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();

  // Their subscription: active, its vehicle, the renewal it may take now, and its first payment.
  const card = page.getByRole('region', { name: reference });
  await card.getByText('Active', { exact: true }).waitFor();
  await card.getByText('Payments and tax invoices').waitFor();
  const endBefore = await card.getByText(/ to /).first().innerText();

  // Their QR code for the gates: a new one, once they accept that the old one stops working.
  await card.getByRole('button', { name: 'My QR code for the gates' }).click();
  const qr = page.getByRole('dialog', { name: 'My QR code for the gates' });
  await qr.getByRole('button', { name: 'Show a new code' }).click();
  await qr.getByRole('img', { name: 'Your parking QR code' }).waitFor();
  await qr.getByRole('button', { name: 'Close' }).click();
  await card.getByRole('button', { name: /^Renew and pay SAR/ }).click();

  // The gateway's page (the simulator's): a test card that pays.
  await page.waitForURL(/\/api\/gateway-simulator\/invoices\//);
  await page.getByRole('textbox', { name: 'Name on card' }).fill('Nora Al-Otaibi');
  await page.getByRole('textbox', { name: 'Card number' }).fill('4111111111111111');
  await page.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/30');
  await page.getByRole('textbox', { name: 'CVC' }).fill('123');
  await page.getByRole('button', { name: /^Pay \d/ }).click();

  // Back on the product, paid; the subscriber's page shows the period run on and both payments.
  await page.getByRole('heading', { name: 'Your subscription is paid' }).waitFor();
  await page.getByRole('link', { name: 'Open my subscription page' }).click();
  await card.getByText('Active', { exact: true }).waitFor();
  await expect.poll(() => card.getByText(/ to /).first().innerText()).not.toBe(endBefore);
  expect(await card.getByRole('button', { name: /^Renew and pay/ }).count()).toBe(0);
  await expect.poll(() => card.getByText(/^SAR\s/).count()).toBe(2);

  // The renewal's receipt: its simplified tax invoice with the QR code the Authority reads.
  await card
    .getByRole('button', { name: /^Open the receipt/ })
    .first()
    .click();
  const receipt = page.getByRole('dialog');
  await receipt.getByText('Simplified tax invoice', { exact: false }).waitFor();
  await receipt.getByText('Total with VAT').waitFor();
  await receipt.getByRole('button', { name: 'Close' }).click();

  // On their phone, in Arabic: automatic renewal with a card saved at the gateway, its bank's check passed.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'العربية' }).click();
  await card.getByRole('button', { name: 'تفعيل التجديد التلقائي' }).click();
  const cardForm = page.getByRole('dialog', { name: 'حفظ بطاقة للتجديد التلقائي' });
  await cardForm.getByRole('textbox', { name: 'الاسم على البطاقة' }).fill('Nora Al-Otaibi');
  await cardForm.getByRole('textbox', { name: 'رقم البطاقة' }).fill('4111111111111111');
  await cardForm.getByRole('textbox', { name: 'شهر الانتهاء' }).fill('09');
  await cardForm.getByRole('textbox', { name: 'سنة الانتهاء' }).fill('2030');
  await cardForm.getByRole('textbox', { name: 'رمز الأمان' }).fill('123');
  await cardForm.getByRole('button', { name: 'حفظ البطاقة' }).click();
  await page.waitForURL(/\/api\/gateway-simulator\/token-verifications\//);
  await page.getByRole('button', { name: 'Authenticate' }).click();
  await page.getByText('التجديد التلقائي مفعّل.').waitFor();
  await card.getByText(/^مفعّل بالبطاقة .*Visa •••• 1111/).waitFor();
  await card.getByText(/^الخصم القادم في/).waitFor();
  await expect
    .poll(() => mailsTo(SUBSCRIBER.email).some((mail) => /renews automatically/.test(String(mail.headers.subject))))
    .toBe(true);

  // And the way to stop it, one confirmation away.
  await card.getByRole('button', { name: 'إيقاف التجديد التلقائي' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'إيقاف التجديد التلقائي' }).click();
  await page.getByText('أُوقف التجديد التلقائي.').waitFor();
  await card.getByRole('button', { name: 'تفعيل التجديد التلقائي' }).waitFor();
  journey.expectNoProblems();
});
