import { readFile } from 'node:fs/promises';
import { expect, test } from 'vitest';
import { appArabic } from '../src/i18n/ar';
import { DEMO, pathOf, signIn, setUpJourney } from './browser';

const journey = setUpJourney();

const AREA = { name: 'King Fahd Road Tower', nameAr: 'برج طريق الملك فهد' };
const MISSING_ID = 999999;
/** Riyadh keeps UTC+3 all year (no daylight saving). */
const RIYADH_OFFSET_MS = 3 * 60 * 60 * 1000;

function riyadhTime(instant: string): string {
  return new Date(Date.parse(instant) + RIYADH_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

test('in Arabic, an operator exports the areas, opens one from the keyboard, is asked before losing an edit, and meets a missing record', async () => {
  const { page, baseUrl } = journey;
  await page.goto(`${baseUrl}/sign-in`);
  await page.evaluate(() => localStorage.setItem('locale', 'ar'));
  await signIn(page, DEMO.superAdmin.email, DEMO.superAdmin.password);
  await page.goto(`${baseUrl}/areas`);
  await page.getByRole('link', { name: AREA.nameAr, exact: true }).waitFor();

  // CSV export, read back from the real download: BOM, Arabic headers, Riyadh time, money.
  const [download, exported] = await Promise.all([
    page.waitForEvent('download'),
    page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/areas' && response.request().method() === 'GET',
    ),
    page.getByRole('button', { name: 'تصدير' }).click(),
  ]);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, ...rows] = bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
  const labels = appArabic.resources.areas.fields;
  expect(header!.split(',').slice(0, 3)).toEqual([labels.id, labels.name, labels.name_ar]);
  const area = ((await exported.json()) as Array<{ name: string; created_at: string }>).find(
    (record) => record.name === AREA.name,
  )!;
  const row = rows.find((line) => line.includes(AREA.name))!;
  expect(row).toContain(`,${AREA.nameAr},نعم,`);
  expect(row).toContain(',5.00,3.00,50.00,');
  expect(row).toContain(`,${riyadhTime(area.created_at)},`);
  expect(download.suggestedFilename()).toBe('areas.csv');

  // Keyboard: from the search box, Tab reaches the row's name and Enter opens it.
  await page.getByRole('textbox', { name: 'بحث' }).focus();
  const rowLink = page.getByRole('link', { name: AREA.nameAr, exact: true });
  for (let presses = 0; presses < 30 && !(await rowLink.evaluate((link) => link === document.activeElement)); presses++)
    await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/areas\/\d+\/show$/);
  const areaPath = pathOf(page).replace(/\/show$/, '');

  // Unsaved changes: leaving the edit form asks first; "no" keeps the edit, "yes" leaves.
  await page.getByRole('link', { name: 'تعديل' }).click();
  await page.waitForURL(`${baseUrl}${areaPath}`);
  const name = page.locator('input[name="name"]');
  await name.fill('E2E unsaved name');
  const questions: string[] = [];
  page.once('dialog', (dialog) => {
    questions.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('menuitem', { name: 'الرئيسية', exact: true }).click();
  await expect.poll(() => questions.length).toBe(1);
  expect(questions[0], 'the question speaks Arabic').toMatch(/[\u0600-\u06FF]/);
  expect(pathOf(page)).toBe(areaPath);
  expect(await name.inputValue()).toBe('E2E unsaved name');
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('menuitem', { name: 'الرئيسية', exact: true }).click();
  await page.waitForURL(`${baseUrl}/home`);

  // A link to a record that does not exist: said at once, after one request.
  const missingRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api/areas/${MISSING_ID}`) missingRequests.push(request.url());
  });
  journey.allowFailedRequest(`/api/areas/${MISSING_ID}`, 404);
  for (const path of [`/areas/${MISSING_ID}/show`, `/gates/area/${MISSING_ID}`]) {
    missingRequests.length = 0;
    await page.goto(`${baseUrl}${path}`);
    // Said in the page (and, for a record's page, in its title too).
    await page.getByRole('alert').getByRole('heading', { name: appArabic.ps.not_found.title }).waitFor();
    expect(missingRequests, path).toHaveLength(1);
    expect(await page.getByRole('link', { name: appArabic.ps.not_found.back_to_list }).getAttribute('href')).toBe(
      '/areas',
    );
  }

  journey.expectNoProblems();
});
