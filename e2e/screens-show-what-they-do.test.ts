import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { DEMO, signIn, setUpJourney } from './browser';

const journey = setUpJourney();

const WIDE = { width: 1440, height: 900 };

/** A paragraph that reads `text` whole, whatever elements isolate its parts. */
const paragraph = (page: Page, text: RegExp) => page.locator('p').filter({ hasText: text });

test('the revenue report shows an area as soon as it is chosen, says so, and its CSV file holds what the screen shows', async () => {
  const { page, baseUrl } = journey;
  await page.goto(`${baseUrl}/sign-in`);
  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  await page.goto(`${baseUrl}/revenue-report`);
  await page.getByRole('group', { name: 'Quick periods' }).getByRole('button', { name: 'Last month' }).click();
  await paragraph(page, /^All areas · /).waitFor();
  const areas = page.getByRole('table', { name: 'Revenue by area' });
  expect(await areas.getByRole('rowheader').count()).toBeGreaterThan(2);

  // No button to press: the area applies as it is chosen, as the presets do.
  expect(await page.getByRole('button', { name: 'Show report' }).count()).toBe(0);
  await page.getByRole('combobox', { name: 'Area' }).click();
  await page.getByRole('option', { name: 'King Fahd Road Tower' }).click();
  await paragraph(page, /^King Fahd Road Tower · /).waitFor();
  await expect.poll(() => areas.getByRole('rowheader').allTextContents()).toEqual(['King Fahd Road Tower']);
  expect(new URL(page.url()).searchParams.get('area_id')).not.toBeNull();

  // The file, read back from the real download: the same area, the same figures.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const csv = (await readFile((await download.path())!)).toString('utf8').replace(/^\ufeff/, '');
  const [, ...areaLines] = csv.split('\r\n\r\n')[0]!.split('\r\n');
  expect(areaLines.map((line) => line.split(',')[0])).toEqual(['King Fahd Road Tower', 'Total']);
  const shownTransactions = await areas
    .getByRole('row')
    .filter({ hasText: 'King Fahd Road Tower' })
    .getByRole('cell')
    .first()
    .textContent();
  expect(areaLines[0]!.split(',')[2]).toBe(shownTransactions!.replace(/,/g, ''));
  expect(download.suggestedFilename()).toMatch(/-area-\d+\.csv$/);
  journey.expectNoProblems();
});

test('in the top bar layout at 1440 px every navigation entry is on screen or in the More menu, in both languages', async () => {
  const { page, baseUrl } = journey;
  await page.setViewportSize(WIDE);
  await page.goto(`${baseUrl}/sign-in`);
  await signIn(page, DEMO.superAdmin.email, DEMO.superAdmin.password);
  await page.getByRole('button', { name: 'Settings' }).first().click();
  await page.getByRole('radio', { name: 'Top bar' }).check();
  await page.keyboard.press('Escape');

  const ENTRIES = {
    en: [
      'Home',
      'Areas (Land Lord)',
      'Employees',
      'Subscriptions',
      'Parking Cards',
      'Payment Transactions',
      'E-invoices',
      'Cashier Shifts',
      'Revenue Report',
      'Day Close',
      'Subscription Plans',
      'Companies',
      'Merchants',
      'Merchant Offers',
      'E-invoicing Units',
      'Lane Devices',
      'Open Data Integrators',
      'Entry and Exit Operations',
      'Sub Areas',
      'Audit Log',
      'Access Log',
      'Personal Data',
    ],
    ar: [
      'الرئيسية',
      'المناطق',
      'الموظفون',
      'الاشتراكات',
      'بطاقات المواقف',
      'عمليات الدفع',
      'الفواتير الإلكترونية',
      'ورديات الصندوق',
      'تقرير الإيرادات',
      'إقفال اليوم',
      'باقات الاشتراك',
      'الشركات',
      'التجار',
      'عروض التجار',
      'وحدات الفوترة الإلكترونية',
      'أجهزة المسارات',
      'جهات تكامل البيانات المفتوحة',
      'عمليات الدخول والخروج',
      'المناطق الفرعية',
      'سجل التدقيق',
      'سجل الاطلاع',
      'البيانات الشخصية',
    ],
  } as const;
  const MORE = { en: 'More', ar: 'المزيد' } as const;
  const AUDIT_LOG = { en: 'Audit Log', ar: 'سجل التدقيق' } as const;
  for (const locale of ['en', 'ar'] as const) {
    await page.evaluate((value) => localStorage.setItem('locale', value), locale);
    await page.goto(`${baseUrl}/home`);
    const nav = page.getByRole('navigation', { name: locale === 'en' ? 'Main navigation' : 'القائمة الرئيسية' });
    await nav.getByRole('link').first().waitFor();
    // Nothing hides behind a sideways scroll: each link in the bar lies whole inside the bar and the window.
    const bar = (await nav.boundingBox())!;
    const inBar = await nav.getByRole('link').allTextContents();
    for (const link of await nav.getByRole('link').all()) {
      const box = (await link.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(Math.max(0, bar.x) - 1);
      expect(box.x + box.width).toBeLessThanOrEqual(Math.min(WIDE.width, bar.x + bar.width) + 1);
    }
    await nav.getByRole('button', { name: MORE[locale] }).click();
    const inMenu = await page.getByRole('menu').getByRole('menuitem').allTextContents();
    expect(inBar.length).toBeGreaterThan(3);
    expect([...inBar, ...inMenu]).toEqual(ENTRIES[locale]);

    // An entry of the menu opens its page, and the More button then says the page is among its entries.
    await page.getByRole('menu').getByRole('menuitem', { name: AUDIT_LOG[locale] }).click();
    await page.waitForURL(`${baseUrl}/audit-log`);
    await expect
      .poll(() =>
        nav.getByRole('button', { name: MORE[locale] }).evaluate((button) => getComputedStyle(button).opacity),
      )
      .toBe('1');
  }
  journey.expectNoProblems();
});

/** The labels of the page's fields that the browser cuts short with an ellipsis. */
function cutLabels(page: Page): Promise<string[]> {
  return page
    .locator('label.MuiInputLabel-root')
    .evaluateAll((labels) =>
      labels.filter((label) => label.scrollWidth > label.clientWidth + 1).map((label) => label.textContent ?? ''),
    );
}

/** Each form at each width in each language, once its plate number field shows: no label cut. */
async function expectNoCutLabels(page: Page, baseUrl: string, paths: string[]) {
  for (const locale of ['en', 'ar'] as const) {
    await page.evaluate((value) => localStorage.setItem('locale', value), locale);
    for (const width of [390, 768, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of paths) {
        await page.goto(`${baseUrl}${path}`);
        await page
          .locator('label.MuiInputLabel-root')
          .filter({ hasText: locale === 'en' ? 'Plate number' : 'رقم اللوحة' })
          .first()
          .waitFor();
        expect(await cutLabels(page), `${path} at ${width} px in ${locale}`).toEqual([]);
      }
    }
  }
}

test('no field label is cut on the public request and the staff subscription form at 390, 768 and 1440 px, in either language', async () => {
  const { page, baseUrl } = journey;
  await page.goto(`${baseUrl}/sign-in`);
  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  await expectNoCutLabels(page, baseUrl, ['/subscription-request', '/subscriptions/create']);
  journey.expectNoProblems();
});

test("no field label is cut on a company manager's subscription form at 390, 768 and 1440 px, in either language", async () => {
  const { page, baseUrl } = journey;
  await page.goto(`${baseUrl}/sign-in`);
  await signIn(page, DEMO.manager.email, DEMO.manager.password);
  await expectNoCutLabels(page, baseUrl, ['/company-subscriptions/create']);
  journey.expectNoProblems();
});
