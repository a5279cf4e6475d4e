import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { ROLE } from '../domain/roles';
import { journeyApi } from './api';
import { DEMO, setUpJourney, signIn } from './browser';

const journey = setUpJourney({ motion: 'full' });
const api = journeyApi(journey.baseUrl);

/** How long the guests stay: at these areas' tariffs, the first hour and two further started hours. */
const STAY_MS = 130 * 60_000;

interface Gate {
  id: number;
  name: string;
}

/** The North Entrance (entry) and South Exit (exit) of the demo area named `areaName`. */
async function gatesOf(token: string, areaName: string) {
  const filter = (value: object) => encodeURIComponent(JSON.stringify(value));
  const areas = await api.call<{ id: number; name: string }[]>(token, 'GET', `areas?filter=${filter({ q: areaName })}`);
  const area = areas.find((each) => each.name === areaName);
  expect(area, areaName).toBeDefined();
  const gates = await api.call<Gate[]>(token, 'GET', `gates?filter=${filter({ area_id: area!.id })}`);
  const named = (name: string) => gates.find((gate) => gate.name === name)!;
  return { areaId: area!.id, entry: named('North Entrance'), exit: named('South Exit') };
}

/** A gate employee the administrator takes on at `gateId`: nobody else's shift, and none open yet. */
async function newGateEmployee(adminToken: string, areaId: number, gateId: number, name: string) {
  const suffix = Date.now().toString(36);
  const account = { email: `cashier.${suffix}@demo.sa`, password: 'Cashier#2026', name };
  await api.call(adminToken, 'POST', 'employees', {
    ...account,
    username: `cashier.${suffix}`,
    phone: `05${String(Date.now()).slice(-8)}`,
    role_id: ROLE.gateEmployee,
    area_id: areaId,
    gate_id: gateId,
    password_confirmation: account.password,
  });
  return account;
}

/**
 * The guest who came in STAY_MS ago at `gate`: a console cannot send a time that old
 * (domain/lane-time.ts), so the super admin lays it down from the lane's paper log, with the reason.
 */
async function guestEnteredEarlier(superAdminToken: string, gate: Gate, plate: string) {
  await api.call(superAdminToken, 'POST', 'gate/entries', {
    gate_id: gate.id,
    plate,
    event_id: `shift-journey-in-${plate}-${Date.now()}`,
    occurred_at: new Date(Date.now() - STAY_MS).toISOString(),
    backdate_reason: 'Typed in from the lane’s paper log',
  });
}

/**
 * What a region reads: its spaces (the money's no-break one among them) and line breaks each one
 * space, without the invisible marks that set an Arabic amount's direction.
 */
async function readOut(locator: Locator): Promise<string> {
  return (await locator.innerText())
    .replace(/[\u200e\u200f\u061c]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Signs `account` in through the form in `locale`, whoever was signed in before: their session
 * ends first, so that the sign-in page is not left for the page they were on.
 */
async function signInAs(page: Page, account: { email: string; password: string }, locale: 'en' | 'ar') {
  await page.context().clearCookies();
  if (page.url().startsWith(journey.baseUrl)) await page.evaluate(() => localStorage.clear());
  await page.goto(`${journey.baseUrl}/sign-in`);
  await page.evaluate((chosen) => localStorage.setItem('locale', chosen), locale);
  await page.reload();
  await signIn(page, account.email, account.password);
}

test('a new cashier opens a shift with a float, takes a guest’s cash at the exit, closes it a riyal short with the reason, and an administrator reads it among the shifts and in its Z report', async () => {
  const { page, baseUrl } = journey;
  const [admin, superAdmin] = await Promise.all([api.tokenOf(DEMO.admin), api.tokenOf(DEMO.superAdmin)]);
  const { areaId, entry, exit } = await gatesOf(admin, 'Dammam Medical City');
  const cashier = await newGateEmployee(admin, areaId, exit.id, 'Saad Al-Harthi');
  const plate = 'DJR 4417';
  await guestEnteredEarlier(superAdmin, entry, plate);

  // No shift yet: the console says cash needs one, and opens it with the float counted into the till.
  await signInAs(page, cashier, 'en');
  await page.waitForURL(`${baseUrl}/home`);
  const card = page.getByRole('region', { name: 'Your shift' });
  await card.getByText('No shift is open').waitFor();
  await card.getByRole('button', { name: 'Open shift' }).click();
  const opening = page.getByRole('dialog', { name: 'Open your shift' });
  await opening.getByLabel(/Float/).fill('200');
  await opening.getByRole('button', { name: 'Open shift' }).click();
  await card.getByText(/^Open since .* at South Exit$/).waitFor();
  await expect.poll(() => readOut(card)).toContain('SAR 200.00 Float');

  // The guest leaves through this exit gate and pays cash: 3.00 for the first hour, 2 × 2.00 after.
  journey.allowFailedRequest('/api/gate/exits', 422);
  const plateField = page.getByRole('textbox', { name: 'Plate' });
  await plateField.fill(plate);
  await plateField.press('Enter');
  const due = page.getByRole('region', { name: 'Fee to pay' });
  await due.getByText('First hour').waitFor();
  await due.getByText('2 further hours × SAR 2.00').waitFor();
  await due.getByRole('button', { name: 'Cash', exact: true }).click();
  const left = page.getByRole('region', { name: 'Exit registered' });
  await left.getByText('Payment: Cash').waitFor();
  await expect
    .poll(() => readOut(card))
    .toContain('SAR 7.00 Cash taken so far 1 Payments SAR 207.00 Expected in the till');

  // The close: a 200 note, a 5 and a 1 are 206.00 against 207.00 expected, so the shift waits for the reason.
  await card.getByRole('button', { name: 'Close shift' }).click();
  const closing = page.getByRole('dialog', { name: 'Close your shift' });
  for (const denomination of ['200', '5', '1']) {
    await closing.getByRole('spinbutton', { name: `Quantity of ${denomination}`, exact: true }).fill('1');
  }
  await closing.getByRole('table', { name: 'Cash in the till' }).getByRole('status').getByText('SAR 206.00').waitFor();
  const reconciliation = closing.getByRole('table', { name: 'Expected against counted' });
  await expect
    .poll(() => readOut(reconciliation.getByRole('row', { name: /^Cash/ })))
    .toBe('Cash SAR 207.00 SAR 206.00 -SAR 1.00');
  await closing.getByRole('button', { name: 'Close shift' }).click();
  await closing.getByText('Say why the count differs from what was expected').waitFor();
  await closing.getByRole('textbox', { name: /Reason for the difference/ }).fill('A riyal too many given in change');
  await closing.getByRole('button', { name: 'Close shift' }).click();
  await closing.waitFor({ state: 'detached' });
  const closed = card.getByText(/^Shift #\d+ is closed\.$/);
  const shiftId = /#(\d+)/.exec(await closed.innerText())![1];
  await card.getByText('No shift is open').waitFor();
  journey.expectNoProblems();

  // The administrator finds it among the shifts, a riyal short, and opens its Z report.
  await signInAs(page, DEMO.admin, 'en');
  await page.goto(`${baseUrl}/cashier-shifts`);
  const row = page.getByRole('row').filter({ hasText: cashier.name });
  await row.getByText('-SAR 1.00').waitFor();
  await row.getByText('Closed').waitFor();
  await row.click();
  await page.waitForURL(`${baseUrl}/cashier-shifts/${shiftId}/show`);
  await page.getByText('A riyal too many given in change').waitFor();
  await page.getByRole('link', { name: 'Z report' }).click();
  await page.waitForURL(`${baseUrl}/cashier-shifts/${shiftId}/report`);
  const report = page.locator('article');
  await report.getByText(cashier.name).waitFor();
  await report.getByText('Total difference').waitFor();
  await report.getByText('-SAR 1.00').first().waitFor();
  journey.expectNoProblems();
});

test('in Arabic, a validator finds a guest’s car by its plate and takes 5 riyals off with an offer; the exit shows the validation as a line of the fee, and the payment keeps it', async () => {
  const { page, baseUrl } = journey;
  const [admin, superAdmin] = await Promise.all([api.tokenOf(DEMO.admin), api.tokenOf(DEMO.superAdmin)]);
  // The demo validator's bookshop is at Al Khobar Waterfront: the guest comes in there.
  const { areaId, entry, exit } = await gatesOf(admin, 'Al Khobar Waterfront');
  const cashier = await newGateEmployee(admin, areaId, exit.id, 'Bandar Al-Rashidi');
  await api.call(await api.tokenOf(cashier), 'POST', 'cashier-shifts', { float: 100 });
  const plate = 'BRK 5293';
  await guestEnteredEarlier(superAdmin, entry, plate);

  // The validator's home is the validate screen, in Arabic, right to left.
  await signInAs(page, DEMO.validator, 'ar');
  await page.waitForURL(`${baseUrl}/validate`);
  expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
  await page.getByRole('heading', { name: 'اعتماد المواقف', level: 1 }).waitFor();
  await page.getByRole('textbox', { name: 'اللوحة' }).fill(plate);
  await page.getByRole('button', { name: 'ابحث عن السيارة' }).click();
  // 2 h 10 min at the waterfront: 5.00 for the first hour and 2 × 3.00 for the next two.
  const soFar = page.getByText('السعر حتى الآن', { exact: true }).locator('..');
  await expect.poll(() => readOut(soFar)).toMatch(/^11[.٫]00 /);
  await page.getByRole('radio', { name: /^خصم 5 ريالات: يخصم/ }).check();
  await page.getByRole('combobox', { name: 'السبب' }).click();
  await page.getByRole('option', { name: 'فعالية' }).click();
  await page.getByRole('button', { name: 'اعتماد', exact: true }).click();
  const done = page.getByRole('status').filter({ hasText: 'تم الاعتماد' });
  await done.getByText(/5[.٫]00/).waitFor();
  await page.getByText('اعتُمد مرة واحدة').waitFor();
  await expect.poll(() => readOut(soFar)).toMatch(/^6[.٫]00 /);
  journey.expectNoProblems();

  // At the exit the fee is asked with the validation as its own line; the driver pays the rest in cash.
  await signInAs(page, cashier, 'ar');
  await page.waitForURL(`${baseUrl}/home`);
  journey.allowFailedRequest('/api/gate/exits', 422);
  const plateField = page.getByRole('textbox', { name: 'رقم اللوحة' });
  await plateField.fill(plate);
  await plateField.press('Enter');
  const due = page.getByRole('region', { name: 'رسوم مستحقة' });
  await due.getByText(/^اعتماد تاجر: −.*5[.٫]00/).waitFor();
  const owed = due.getByText('المبلغ المستحق', { exact: true }).locator('..');
  await expect.poll(() => readOut(owed)).toMatch(/^6[.٫]00 /);
  const paid = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/gate/exits' && response.status() === 200,
  );
  await due.getByRole('button', { name: 'نقدًا', exact: true }).click();
  const exitAnswer = (await (await paid).json()) as { transaction_id: number; amount: number };
  expect(exitAnswer.amount).toBe(6);
  const left = page.getByRole('region', { name: 'سُجّل الخروج' });
  await left.getByText(/^اعتماد تاجر: −.*5[.٫]00/).waitFor();
  journey.expectNoProblems();

  // The payment keeps the validation, for the event, and its page the line beside what the tariff charged.
  const filter = encodeURIComponent(JSON.stringify({ transaction_id: exitAnswer.transaction_id }));
  expect(await api.call(admin, 'GET', `merchant-validations?filter=${filter}`)).toEqual([
    expect.objectContaining({ reason: 'event', amount: 5 }),
  ]);
  await signInAs(page, DEMO.admin, 'ar');
  await page.goto(`${baseUrl}/parking-transactions/${exitAnswer.transaction_id}/show`);
  const breakdown = page.getByRole('list', { name: 'تفاصيل المبلغ' });
  await breakdown.getByText('الساعة الأولى').waitFor();
  await breakdown.getByText(/^اعتماد تاجر: −.*5[.٫]00/).waitFor();
  journey.expectNoProblems();
});
