import { expect, test } from 'vitest';
import { DEMO, pathOf, setUpJourney } from './browser';

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

test('sign-up answers that it is disabled, in Arabic too', async () => {
  const { page, baseUrl } = journey;
  journey.allowFailedRequest('/api/auth/sign-up', 403);

  await page.goto(`${baseUrl}/sign-in`);
  await page.evaluate(() => localStorage.setItem('locale', 'ar'));
  await page.goto(`${baseUrl}/sign-up`);
  await page.locator('input[name="name"]').fill('نورة الحربي');
  await page.locator('input[name="username"]').fill('noura');
  await page.locator('input[name="email"]').fill('noura@example.sa');
  await page.locator('input[name="phone"]').fill('0551234567');
  await page.locator('input[name="password"]').fill('secret1');
  await page.locator('input[name="confirm_password"]').fill('secret2');
  await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
  await page.getByText('كلمتا المرور غير متطابقتين').waitFor();

  await page.locator('input[name="confirm_password"]').fill('secret1');
  await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
  await page.getByRole('alert').filter({ hasText: 'التسجيل معطّل في وضع الاختبار' }).waitFor();
  expect(pathOf(page)).toBe('/sign-up');

  journey.expectNoProblems();
});
