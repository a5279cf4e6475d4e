import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { test } from 'vitest';
import { setUpJourney, signIn } from './browser';
import { DESKTOP, forEachLayout, LOCALES, openScreen, PHONE, resize, ROLES, setLocale, slug } from './screens';

/**
 * Every screen of every role, and every layout type, in both languages on a phone and a desktop,
 * as PNG files for a person to look at (`npm run screenshots`): artifacts, never committed. What
 * can be checked by a machine about the same screens is checked by e2e/every-screen-fits.test.ts and e2e/layouts.test.ts.
 */
const SCREENSHOT_DIR = path.resolve(process.env.SCREENSHOT_DIR ?? 'test-results/screenshots');

const journey = setUpJourney();

async function screenshot(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) });
}

for (const { role, account, screens } of ROLES) {
  for (const locale of LOCALES) {
    test(`every screen of the ${role} role in ${locale}`, async () => {
      const { page, baseUrl } = journey;
      await page.setViewportSize(PHONE);
      await page.goto(`${baseUrl}/sign-in`);
      await setLocale(page, locale);
      await signIn(page, account.email, account.password);
      for (const screen of screens) {
        await resize(page, PHONE);
        await openScreen(page, screen);
        await screenshot(page, `${role}-${locale}-${PHONE.width}-${slug(screen)}`);
        await resize(page, DESKTOP);
        await screenshot(page, `${role}-${locale}-${DESKTOP.width}-${slug(screen)}`);
      }
      journey.expectNoProblems();
    });
  }
}

test('every layout type, expanded and collapsed, in both languages', async () => {
  const { page, baseUrl } = journey;
  await forEachLayout(page, baseUrl, async ({ name }) => {
    await screenshot(page, `${name}-${PHONE.width}`);
    await resize(page, DESKTOP);
    await screenshot(page, `${name}-${DESKTOP.width}`);
  });
  journey.expectNoProblems();
});
