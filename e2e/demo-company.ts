import type { Page } from 'playwright-core';
import { DEMO, signIn } from './browser';
import { PHONE } from './screens';

/** The super admin, signed in at a desk, opens the demo company's page (Al Noor Trading). */
export async function openDemoCompany(page: Page, baseUrl: string) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${baseUrl}/sign-in`);
  await signIn(page, DEMO.superAdmin.email, DEMO.superAdmin.password);
  await page.goto(`${baseUrl}/companies`);
  await page.getByRole('link', { name: 'Al Noor Trading Co.' }).first().click();
  await page.waitForURL(/\/companies\/\d+\/show$/);
}

/** The browser becomes a signed-out phone in Arabic, as the company's manager picks it up. */
export async function signedOutPhoneInArabic(page: Page) {
  await page.context().clearCookies();
  await page.evaluate(() => {
    window.localStorage.clear();
    window.localStorage.setItem('locale', 'ar');
  });
  await page.setViewportSize(PHONE);
}
