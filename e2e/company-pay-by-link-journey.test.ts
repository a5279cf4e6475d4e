import { expect, test } from 'vitest';
import { DEMO, setUpJourney, signIn } from './browser';
import { mailsTo, mailText as textOf } from './mail';
import { openDemoCompany, signedOutPhoneInArabic } from './demo-company';

const journey = setUpJourney();

/** Al Noor Trading's (the demo company's) request that waits for a decision, and its company's manager. */
const SUBSCRIBER = 'Omar Al-Anazi';

test("a company's subscription approved to be paid online: its link mailed to the company's manager, who pays it on a phone in Arabic, and sees it active", async () => {
  const { page, baseUrl } = journey;

  // The super admin approves the request on the company's page, to be paid online.
  await openDemoCompany(page, baseUrl);
  const row = page.locator('tr', { hasText: SUBSCRIBER });
  await row.getByRole('button', { name: 'Approve', exact: true }).click();
  const approval = page.getByRole('dialog', { name: /^Approve/ });
  await approval.getByRole('combobox', { name: /^Payment method/ }).click();
  await page.getByRole('option', { name: 'Online', exact: true }).click();
  await approval.getByRole('button', { name: 'Approve', exact: true }).click();
  await row.getByText('Awaiting payment', { exact: true }).waitFor();

  // Its payment link, mailed to the company's manager.
  await row.getByRole('button', { name: 'Payment link' }).click();
  const sending = page.getByRole('dialog', { name: 'Send a payment link' });
  await sending.getByText("The company's manager pays online").waitFor();
  await sending.getByRole('button', { name: 'Make the link' }).click();
  await sending.getByText(`The link was emailed to ${DEMO.manager.email}`, { exact: false }).waitFor();
  await expect.poll(() => mailsTo(DEMO.manager.email).length, { timeout: 15_000 }).toBe(1);
  const mailed = textOf(mailsTo(DEMO.manager.email)[0]!);
  expect(mailed).toContain(SUBSCRIBER);
  const link = new RegExp(`${baseUrl}/pay/pl_[\\w-]+`).exec(mailed)![0];

  // The manager opens it on a phone, signed out, in Arabic, and pays with a mada test card.
  await signedOutPhoneInArabic(page);
  await page.goto(link);
  await page.getByRole('heading', { name: 'ادفع اشتراك شركة' }).waitFor();
  await page.getByText(SUBSCRIBER, { exact: true }).waitFor();
  await page.getByRole('button', { name: /^ادفع/ }).click();
  await page.waitForURL(/\/api\/gateway-simulator\/invoices\//);
  await page.getByRole('textbox', { name: 'الاسم على البطاقة' }).fill('Al Noor Trading');
  await page.getByRole('textbox', { name: 'رقم البطاقة' }).fill('4201320111111010');
  await page.getByRole('textbox', { name: 'تاريخ الانتهاء (شهر/سنة)' }).fill('12/30');
  await page.getByRole('textbox', { name: 'رمز التحقق', exact: true }).fill('123');
  await page.getByRole('button', { name: /^ادفع/ }).click();
  await page.waitForURL(link);
  await page.getByRole('heading', { name: 'اشتراك الشركة مدفوع' }).waitFor();
  await page.getByText(/تدخل مركباته بلوحاتها/).waitFor();

  // Signed in, the manager finds it active among the company's subscriptions.
  await page.goto(`${baseUrl}/sign-in`);
  await signIn(page, DEMO.manager.email, DEMO.manager.password);
  await page.goto(`${baseUrl}/company-subscriptions`);
  const mine = page.getByText(SUBSCRIBER).first().locator('xpath=ancestor::*[self::tr or self::li][1]');
  await mine.getByText('نشط', { exact: true }).waitFor();
  journey.expectNoProblems();
});
