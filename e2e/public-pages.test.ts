import { expect, test } from 'vitest';
import { DEMO, setUpJourney } from './browser';

const journey = setUpJourney();

test('forgot password leads to the code step, and a wrong code is refused', async () => {
  const { page, baseUrl } = journey;
  journey.allowFailedRequest('/api/auth/verify-otp', 400);

  await page.goto(`${baseUrl}/sign-in`);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.waitForURL(`${baseUrl}/forgot-password`);
  // The page is a lazy chunk: the address changes first, the form follows once it has loaded.
  await page.getByRole('heading', { name: 'Forgot password' }).waitFor();
  await page.locator('input[name="email"]').fill(DEMO.admin.email);
  await page.getByRole('button', { name: 'Send code' }).click();

  await page.waitForURL(`${baseUrl}/reset-password?email=${encodeURIComponent(DEMO.admin.email)}`);
  await page.getByText('If an account exists for this email, a code is on its way.').waitFor();
  expect(await page.locator('input[name="email"]').inputValue()).toBe(DEMO.admin.email);
  await page.locator('input[name="otp"]').fill('12345');
  await page.getByRole('button', { name: 'Verify code' }).click();
  await page.getByText('Enter the 6 digits of the code').waitFor();
  await page.locator('input[name="otp"]').fill('000000');
  await page.getByRole('button', { name: 'Verify code' }).click();
  await page.getByRole('alert').filter({ hasText: 'The code is wrong or has expired' }).waitFor();

  journey.expectNoProblems();
});

test('sign-up is not offered while the server has it off, in Arabic too', async () => {
  const { page, baseUrl } = journey;

  await page.goto(`${baseUrl}/sign-in`);
  await page.evaluate(() => localStorage.setItem('locale', 'ar'));
  await page.reload();
  await page.getByRole('heading', { name: 'تسجيل الدخول' }).waitFor();
  // The settings have answered once the page has settled; the link never comes.
  await page.waitForLoadState('networkidle');
  expect(await page.getByRole('link', { name: 'طلب حساب جديد' }).count()).toBe(0);

  // Typed by hand, its address says why there is nothing to fill in, and leads back to sign in.
  await page.goto(`${baseUrl}/sign-up`);
  await page.getByRole('status').filter({ hasText: 'التسجيل معطّل في وضع الاختبار' }).waitFor();
  await page.getByRole('link', { name: 'العودة إلى تسجيل الدخول' }).click();
  await page.waitForURL(`${baseUrl}/sign-in`);
  await page.getByRole('heading', { name: 'تسجيل الدخول' }).waitFor();

  journey.expectNoProblems();
});
