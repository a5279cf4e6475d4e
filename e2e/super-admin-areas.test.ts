import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { DEMO, fieldMessage, pathOf, postsTo, runAxe, settle, signIn, setUpJourney } from './browser';

const journey = setUpJourney();

const AREA = {
  name: 'E2E Riyadh Park',
  capacity: '80',
  subscriptions: '20',
  guests: '60',
  hourly: '5',
  afterFirstHour: '3',
  dailyCap: '40',
};
const GATE = { name: 'E2E North Gate', type: 'Entry and exit', status: 'Maintenance' };

/** The side navigation: the menu holding the Home entry, in either language. */
function sideNavigation(page: Page, home: string) {
  return page.getByRole('menu').filter({ has: page.getByRole('menuitem', { name: home, exact: true }) });
}

async function horizontalPlace(page: Page, home: string) {
  const box = await sideNavigation(page, home).boundingBox();
  const width = page.viewportSize()!.width;
  if (!box) return 'hidden';
  if (box.x + box.width <= width / 2) return 'left';
  if (box.x > width / 2) return 'right';
  return 'middle';
}

test('a super admin creates an area and a gate, reads them in Arabic and signs out', async () => {
  const { page, baseUrl } = journey;
  const areaPosts = postsTo(page, '/api/areas');

  await page.goto(`${baseUrl}/sign-in`);
  await signIn(page, DEMO.superAdmin.email, DEMO.superAdmin.password);
  await page.waitForURL(`${baseUrl}/home`);

  // Areas from the navigation, then Create.
  await page.getByRole('menuitem', { name: 'Areas (Land Lord)' }).click();
  await page.waitForURL(`${baseUrl}/areas`);
  await page.getByRole('link', { name: 'Create' }).click();
  await page.waitForURL(`${baseUrl}/areas/create`);

  // Invalid input: no name, a max capacity of 0. Nothing is created.
  const name = page.getByRole('textbox', { name: 'Name', exact: true });
  const maxCapacity = page.getByRole('spinbutton', { name: 'Max capacity' });
  await maxCapacity.fill('0');
  await page.getByRole('button', { name: 'Save' }).click();
  // Soft: the journey goes on when the app's own field errors do not show, so that one
  // product bug does not hide the state of everything after it.
  expect.soft(await settle(() => fieldMessage(name), 'Required'), 'error under Name').toBe('Required');
  expect
    .soft(await settle(() => fieldMessage(maxCapacity), 'Must be at least 1'), 'error under Max capacity')
    .toBe('Must be at least 1');
  expect(pathOf(page)).toBe('/areas/create');
  expect(areaPosts).toEqual([]);

  // Valid input: saved, and the show page names the area.
  await name.fill(AREA.name);
  await maxCapacity.fill(AREA.capacity);
  await page.getByRole('spinbutton', { name: 'Subscription capacity' }).fill(AREA.subscriptions);
  await page.getByRole('spinbutton', { name: 'Guest ticket capacity' }).fill(AREA.guests);
  await page.getByRole('spinbutton', { name: 'Hourly fee (SAR)' }).fill(AREA.hourly);
  await page.getByRole('spinbutton', { name: 'After first hour fee (SAR)' }).fill(AREA.afterFirstHour);
  await page.getByRole('spinbutton', { name: 'Daily cap (SAR)' }).fill(AREA.dailyCap);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/areas\/\d+\/show$/);
  const areaId = /\/areas\/(\d+)\/show$/.exec(page.url())![1];
  await page.getByText(AREA.name, { exact: true }).first().waitFor();
  expect(await settle(() => page.title(), `${AREA.name} — Parking System`)).toBe(`${AREA.name} — Parking System`);
  expect(areaPosts).toHaveLength(1);

  // Its gates: none yet; one created and listed back.
  await page.getByRole('link', { name: 'Gates', exact: true }).click();
  await page.waitForURL(`${baseUrl}/gates/area/${areaId}`);
  await page.getByText('This area has no gates yet').waitFor();
  await page.getByRole('link', { name: 'Create' }).click();
  await page.waitForURL((url) => url.pathname === '/gates/create');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(GATE.name);
  await page.getByRole('combobox', { name: 'Gate type' }).click();
  await page.getByRole('option', { name: GATE.type, exact: true }).click();
  await page.getByRole('combobox', { name: /^Status/ }).click();
  await page.getByRole('option', { name: GATE.status, exact: true }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(`${baseUrl}/gates/area/${areaId}`);
  const gateRow = page.getByRole('row').filter({ hasText: GATE.name });
  await gateRow.getByRole('cell', { name: GATE.type, exact: true }).waitFor();
  await gateRow.getByRole('cell', { name: GATE.status, exact: true }).waitFor();

  // The same gate name again, in capitals: refused under the field, nothing added.
  journey.allowFailedRequest('/api/gates', 409);
  await page.getByRole('link', { name: 'Create' }).click();
  await page.waitForURL((url) => url.pathname === '/gates/create');
  const secondGateName = page.getByRole('textbox', { name: 'Name', exact: true });
  await secondGateName.fill(GATE.name.toUpperCase());
  await page.getByRole('combobox', { name: 'Gate type' }).click();
  await page.getByRole('option', { name: GATE.type, exact: true }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  expect(
    await settle(() => fieldMessage(secondGateName), 'This value is already in use'),
    'error under the second gate name',
  ).toBe('This value is already in use');
  // The refused form still holds the typed gate: leaving it asks first, and the user agrees.
  const leaveQuestion = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    }),
  );
  await page.goBack();
  expect(await leaveQuestion).toMatch(/changes weren't saved/);
  await page.waitForURL(`${baseUrl}/gates/area/${areaId}`);
  await expect
    .poll(() =>
      page
        .getByRole('row')
        .filter({ hasText: new RegExp(GATE.name, 'i') })
        .count(),
    )
    .toBe(1);

  // English: left to right, the side navigation on the left.
  expect(await page.evaluate(() => [document.documentElement.dir, document.documentElement.lang])).toEqual([
    'ltr',
    'en',
  ]);
  expect(await horizontalPlace(page, 'Home')).toBe('left');

  // Arabic from the language menu of the app bar: right to left, mirrored.
  await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await page.waitForFunction(() => document.documentElement.dir === 'rtl');
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar');
  await page.getByRole('menuitem', { name: 'الرئيسية', exact: true }).waitFor();
  await page.getByRole('menuitem', { name: 'المناطق', exact: true }).waitFor();
  await gateRow.getByRole('cell', { name: 'تحت الصيانة', exact: true }).waitFor();
  expect(await settle(() => horizontalPlace(page, 'الرئيسية'), 'right')).toBe('right');

  // Accessibility of the Arabic page: no critical violation (the others are reported).
  const violations = await runAxe(page);
  const summary = violations.map((v) => `${v.impact} ${v.id} (${v.nodes}): ${v.help} [${v.targets.join(' | ')}]`);
  if (summary.length > 0) console.info(`axe on ${pathOf(page)} (ar):\n  ${summary.join('\n  ')}`);
  expect
    .soft(
      violations.filter((v) => v.impact === 'critical').map((v) => `${v.id}: ${v.help}`),
      'critical axe violations',
    )
    .toEqual([]);

  // Sign out from the user menu: the token goes, the language stays.
  await page.getByRole('banner').getByRole('button').filter({ hasText: DEMO.superAdmin.name }).click();
  await page.getByRole('menuitem', { name: 'تسجيل الخروج' }).click();
  await page.waitForURL(`${baseUrl}/sign-in`);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('ar');
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');

  journey.expectNoProblems();
});
