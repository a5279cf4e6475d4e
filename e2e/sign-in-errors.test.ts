import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { DEMO, pathOf, setUpJourney } from './browser';

const journey = setUpJourney();

async function submitWrongPassword(page: Page) {
  await page.locator('input[name="email"]').fill(DEMO.admin.email);
  await page.locator('input[name="password"]').fill('not-the-password');
  await page.locator('form button[type="submit"]').click();
}

test('a wrong password shows "Invalid email or password" and stays on sign-in', async () => {
  const { page, baseUrl } = journey;
  journey.allowFailedRequest('/api/auth/login', 401);

  await page.goto(`${baseUrl}/sign-in`);
  await submitWrongPassword(page);
  await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();
  expect(pathOf(page)).toBe('/sign-in');
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();

  journey.expectNoProblems();
});

test('in Arabic, a wrong password shows the Arabic message', async () => {
  const { page, baseUrl } = journey;
  journey.allowFailedRequest('/api/auth/login', 401);

  await page.goto(`${baseUrl}/sign-in`);
  await page.getByRole('button', { name: 'العربية' }).click();
  await page.waitForFunction(() => document.documentElement.dir === 'rtl');
  await submitWrongPassword(page);
  await page.getByRole('alert').filter({ hasText: 'البريد الإلكتروني أو كلمة المرور غير صحيحة' }).waitFor();
  expect(pathOf(page)).toBe('/sign-in');
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar');

  journey.expectNoProblems();
});
