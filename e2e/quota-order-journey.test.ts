import { expect, test } from 'vitest';
import { DEMO, setUpJourney, signIn } from './browser';
import { mailsTo, mailText as textOf } from './mail';
import { openDemoCompany, signedOutPhoneInArabic } from './demo-company';

const journey = setUpJourney();

test("a company's quota ordered by the super admin and paid by its manager on a phone in Arabic: the quota grows by what was bought", async () => {
  const { page, baseUrl } = journey;

  // The super admin orders five more subscribers for the demo company, until the end of next year.
  await openDemoCompany(page, baseUrl);
  await page.getByRole('button', { name: 'Order more quota' }).click();
  const ordering = page.getByRole('dialog', { name: 'Order more quota for the company' });
  const validTo = `${new Date().getFullYear() + 1}-12-31`;
  await ordering.getByRole('spinbutton', { name: /More subscribers/ }).fill('5');
  await ordering.getByLabel(/Valid until/).fill(validTo);
  await ordering.getByRole('spinbutton', { name: /Price/ }).fill('2500');
  await ordering.getByRole('button', { name: 'Order and make the link' }).click();
  await ordering.getByText(`The link was emailed to ${DEMO.manager.email}`, { exact: false }).waitFor();
  await ordering.getByRole('button', { name: 'Close' }).click();
  await page.getByText('Awaiting payment', { exact: true }).first().waitFor();
  await expect
    .poll(() => mailsTo(DEMO.manager.email).some((mail) => /more quota/.test(String(mail.headers.subject))), {
      timeout: 15_000,
    })
    .toBe(true);
  const mailed = textOf(mailsTo(DEMO.manager.email).find((mail) => /more quota/.test(String(mail.headers.subject)))!);
  expect(mailed).toContain('room for 5 more subscribers');

  // The manager, signed in on a phone in Arabic, sees the order on their dashboard and pays it now.
  await signedOutPhoneInArabic(page);
  await page.goto(`${baseUrl}/sign-in`);
  await signIn(page, DEMO.manager.email, DEMO.manager.password);
  const orders = page.getByRole('region', { name: 'طلبات الحصة' });
  await orders.getByText('بانتظار الدفع', { exact: true }).waitFor();
  await orders.getByRole('button', { name: 'ادفع الآن' }).click();
  await page.getByRole('heading', { name: 'ادفع حصة إضافية للشركة' }).waitFor();
  await page.getByText('مكان لـ 5 مشتركين إضافيين').waitFor();
  await page.getByRole('button', { name: /^ادفع/ }).click();
  await page.waitForURL(/\/api\/gateway-simulator\/invoices\//);
  await page.getByRole('textbox', { name: 'الاسم على البطاقة' }).fill('Al Noor Trading');
  await page.getByRole('textbox', { name: 'رقم البطاقة' }).fill('4201320111111010');
  await page.getByRole('textbox', { name: 'تاريخ الانتهاء (شهر/سنة)' }).fill('12/30');
  await page.getByRole('textbox', { name: 'رمز التحقق', exact: true }).fill('123');
  await page.getByRole('button', { name: /^ادفع/ }).click();
  await page.getByRole('heading', { name: 'الحصة الإضافية للشركة مدفوعة' }).waitFor();
  await page.getByText(/أُضيفت الحصة/).waitFor();

  // Back on the dashboard, the order is paid and the company holds five more subscribers.
  await page.goto(`${baseUrl}/`);
  await orders.getByText('مدفوع', { exact: true }).waitFor();
  await page.getByText('55', { exact: true }).waitFor();
  journey.expectNoProblems();
});
