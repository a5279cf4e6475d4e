import { expect, test } from 'vitest';
import { journeyApi } from './api';
import { DEMO, setUpJourney } from './browser';
import { PHONE } from './screens';

const journey = setUpJourney();

/** How long the guest has stayed when they pay: past the free half hour, into the third hour. */
const STAY_MS = 130 * 60_000;

interface Gate {
  id: number;
  area_id: number;
  name: string;
}

test("a guest pays their parking on a phone in Arabic from their ticket's QR code, and the exit lane opens without asking for money", async () => {
  const { page, baseUrl } = journey;
  const api = journeyApi(baseUrl);
  const superAdmin = await api.tokenOf(DEMO.superAdmin);
  const gates = await api.call<Gate[]>(superAdmin, 'GET', 'gates');
  const entrance = gates.find((gate) => gate.name === 'North Entrance')!;
  const exit = gates.find((gate) => gate.area_id === entrance.area_id && gate.name === 'South Exit')!;

  // The guest came in 2 h 10 min ago: the super admin lays the entry down as a lane's paper log gives it.
  const entered = await api.call<{ ticket: { pay_url: string } }>(superAdmin, 'POST', 'gate/entries', {
    gate_id: entrance.id,
    plate: 'ح ط ن ٤٢٧١',
    event_id: `pay-ahead-journey-${Date.now()}`,
    occurred_at: new Date(Date.now() - STAY_MS).toISOString(),
    backdate_reason: 'Typed in from the lane’s paper log',
  });
  const ticketPage = entered.ticket.pay_url;
  expect(ticketPage).toMatch(new RegExp(`^${baseUrl}/pay-parking/[\\w-]+$`));

  // The guest scans the ticket with their phone's camera: its page, signed out, in Arabic.
  await page.setViewportSize(PHONE);
  await page.goto(ticketPage);
  await page.getByRole('button', { name: 'العربية' }).click();
  await page.getByRole('heading', { name: 'ادفع رسوم وقوفك' }).waitFor();
  expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
  await page.getByText('الرسوم الآن').waitFor();
  await page.getByText(/بعد الدفع لديك \S+ دقيقة للمغادرة/).waitFor();
  await page.getByRole('button', { name: /^ادفع/ }).click();

  // The gateway's page (the simulator's), in Arabic: a mada test card pays.
  await page.waitForURL(/\/api\/gateway-simulator\/invoices\//);
  await page.getByRole('textbox', { name: 'الاسم على البطاقة' }).fill('Hind Alharbi');
  await page.getByRole('textbox', { name: 'رقم البطاقة' }).fill('4201320111111010');
  await page.getByRole('textbox', { name: 'تاريخ الانتهاء (شهر/سنة)' }).fill('12/30');
  await page.getByRole('textbox', { name: 'رمز التحقق', exact: true }).fill('123');
  await page.getByRole('button', { name: /^ادفع/ }).click();

  // Back on the product: paid, and by when to leave.
  await page.waitForURL(/\/pay\/pl_[\w-]+$/);
  await page.getByRole('heading', { name: 'رسوم وقوفك مدفوعة' }).waitFor();
  await page.getByText(/^تم الدفع\. غادر قبل /).waitFor();
  // The ticket's page says so too.
  await page.goto(ticketPage);
  await page.getByText(/^تم الدفع\. غادر قبل /).waitFor();

  // At the exit, the lane's pay station reads the same ticket: its barrier opens, nothing to pay.
  const device = await api.call<{ key: string }>(superAdmin, 'POST', 'lane-devices', {
    gate_id: exit.id,
    kind: 'pay_station',
    name: 'South Exit pay station',
  });
  const lane = await fetch(`${baseUrl}/api/lane/exits`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Device ${device.key}` },
    body: JSON.stringify({ event_id: `pay-ahead-journey-exit-${Date.now()}`, qr: ticketPage }),
  });
  expect(lane.status).toBe(200);
  expect(await lane.json()).toMatchObject({ action: 'open', price: { amount: 0 } });
  journey.expectNoProblems();
});
