import { expect, test } from 'vitest';
import { DEMO, settle, signIn, setUpJourney } from './browser';

const journey = setUpJourney();

/** The demo areas by their Arabic names, in Arabic alphabetical order. */
const DEMO_AREAS_IN_ARABIC_ORDER = [
  'برج طريق الملك فهد',
  'حي العليا التجاري',
  'كورنيش جدة',
  'مدينة الدمام الطبية',
  'مطار الملك عبدالعزيز - مواقف 3',
  'واجهة الخبر البحرية',
];

test('an Arabic reader: tab titles, areas sorted by their Arabic names, records named, and the digit setting', async () => {
  const { page, baseUrl } = journey;
  await page.goto(`${baseUrl}/sign-in`);
  await page.evaluate(() => localStorage.setItem('locale', 'ar'));
  await page.reload();
  await page.waitForFunction(() => document.title === 'تسجيل الدخول — نظام المواقف');
  await signIn(page, DEMO.superAdmin.email, DEMO.superAdmin.password);

  // The areas, sorted by their Arabic names; the tab names the page.
  await page.goto(`${baseUrl}/areas`);
  await page.getByText(DEMO_AREAS_IN_ARABIC_ORDER[0]!, { exact: true }).waitFor();
  expect(await settle(() => page.title(), 'المناطق — نظام المواقف')).toBe('المناطق — نظام المواقف');
  const names = await page.locator('tbody tr td:first-child').allInnerTexts();
  expect(names.filter((name) => DEMO_AREAS_IN_ARABIC_ORDER.includes(name))).toEqual(DEMO_AREAS_IN_ARABIC_ORDER);
  await page.getByText(/^1 إلى \d+ · الإجمالي \d+$/).waitFor();

  // A record's page and its delete confirmation name it.
  await page.getByText('كورنيش جدة', { exact: true }).click();
  await page.waitForURL(/\/areas\/\d+\/show$/);
  expect(await settle(() => page.title(), 'كورنيش جدة — نظام المواقف')).toBe('كورنيش جدة — نظام المواقف');
  await page.getByRole('button', { name: 'حذف' }).click();
  await page.getByRole('dialog').getByText('حذف المنطقة «كورنيش جدة»؟').waitFor();
  await page.getByRole('dialog').getByText('هل أنت متأكد من حذف هذه المنطقة؟').waitFor();
  await page.getByRole('button', { name: 'إلغاء' }).click();

  // Arabic-Indic digits from the settings: numbers, pagination and names follow, and stay.
  await page.getByRole('button', { name: 'الإعدادات' }).first().click();
  await page.getByRole('button', { name: 'الأرقام الهندية' }).click();
  await page.keyboard.press('Escape');
  await page.getByText('٢٥٠', { exact: true }).first().waitFor();
  await page.goto(`${baseUrl}/areas`);
  await page.getByText(/^١ إلى [٠-٩]+ · الإجمالي [٠-٩]+$/).waitFor();
  await page.getByText('مطار الملك عبدالعزيز - مواقف ٣', { exact: true }).waitFor();
  // Every figure of the table in the chosen style; the names are the operator's text (another journey's "E2E" area keeps its Latin digits).
  const figures = await page.locator('tbody td:not(:first-child)').allInnerTexts();
  expect(figures.join(' ')).toMatch(/[٠-٩]/);
  expect(figures.join(' ')).not.toMatch(/[0-9]/);

  // English keeps Western digits, and names its tabs in English.
  await page.evaluate(() => localStorage.setItem('locale', 'en'));
  await page.reload();
  await page.getByText('King Fahd Road Tower', { exact: true }).waitFor();
  expect(await settle(() => page.title(), 'Areas — Parking System')).toBe('Areas — Parking System');
  await page.getByText(/^1-\d+ · Total \d+$/).waitFor();

  journey.expectNoProblems();
});

test('a company manager sees the company by its Arabic name and its quota, in Arabic', async () => {
  const { page, baseUrl } = journey;
  await page.goto(`${baseUrl}/sign-in`);
  await page.evaluate(() => localStorage.setItem('locale', 'ar'));
  await signIn(page, DEMO.manager.email, DEMO.manager.password);
  await page.waitForURL(`${baseUrl}/company-dashboard`);
  await page.getByRole('heading', { name: 'شركة النور للتجارة' }).waitFor();
  await page.getByText('حصة الاشتراكات').waitFor();
  expect(await page.getByRole('menuitem', { name: 'المناطق', exact: true }).count()).toBe(0);
  journey.expectNoProblems();
});

test('a merchant validator lands on the validation screen and sees nothing else, in Arabic', async () => {
  const { page, baseUrl } = journey;
  await page.goto(`${baseUrl}/sign-in`);
  await page.evaluate(() => localStorage.setItem('locale', 'ar'));
  await signIn(page, DEMO.validator.email, DEMO.validator.password);
  await page.waitForURL(`${baseUrl}/validate`);
  await page.getByRole('heading', { name: 'اعتماد المواقف', level: 1 }).waitFor();
  await page.getByRole('button', { name: 'ابحث عن السيارة' }).waitFor();
  expect(await page.getByRole('menuitem', { name: 'المناطق', exact: true }).count()).toBe(0);
  journey.expectNoProblems();
});
