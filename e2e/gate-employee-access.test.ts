import { expect, test } from 'vitest';
import { DEMO, signIn, setUpJourney } from './browser';

const journey = setUpJourney();

test('a gate employee has the gate console of their area and gate at home, has no Areas entry and is denied the areas page', async () => {
  const { page, baseUrl } = journey;

  await page.goto(`${baseUrl}/sign-in`);
  await signIn(page, DEMO.gate.email, DEMO.gate.password);
  await page.waitForURL(`${baseUrl}/home`);
  // The home is the console of where the employee works, waiting for a plate.
  const workplace = page.getByRole('region', { name: 'Your workplace' });
  await workplace.getByText('King Fahd Road Tower', { exact: true }).waitFor();
  await workplace.getByText('North Entrance', { exact: true }).waitFor();
  await page.getByRole('textbox', { name: 'Plate' }).waitFor();
  expect(await page.getByRole('textbox', { name: 'Plate' }).evaluate((input) => input === document.activeElement)).toBe(
    true,
  );

  // The navigation offers Home only.
  await page.getByRole('menuitem', { name: 'Home', exact: true }).waitFor();
  expect(await page.getByRole('menuitem', { name: 'Areas (Land Lord)' }).count()).toBe(0);

  // Typing the address anyway leads to the access-denied page.
  await page.goto(`${baseUrl}/areas`);
  await page.waitForURL(`${baseUrl}/access-denied`);
  await page.getByRole('heading', { name: 'Access denied', level: 1 }).waitFor();
  expect(await page.getByRole('menuitem', { name: 'Areas (Land Lord)' }).count()).toBe(0);
  // The refusal took the address's place: Back returns to the page before it, not to the refusal.
  await page.goBack();
  await page.waitForURL(`${baseUrl}/home`);

  journey.expectNoProblems();
});

test('the console shows a vehicle let in elsewhere as it happens, asks nothing by itself meanwhile, and its stream ends at sign-out', async () => {
  const { page, baseUrl } = journey;
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/api/gate/console' || pathname === '/api/vehicles') asked.push(pathname);
  });
  // The page's timers run on a clock the test moves: it shows what polling would have asked.
  await page.clock.install();
  const stream = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/live');

  await page.goto(`${baseUrl}/sign-in`);
  await signIn(page, DEMO.gate.email, DEMO.gate.password);
  const inside = page.getByRole('region', { name: 'Vehicles inside' });
  await inside.getByRole('list').or(inside.getByText('No vehicle is inside')).waitFor();
  expect((await stream).status()).toBe(200);

  // With the stream open, three of the old polling's periods pass without a question.
  await page.clock.pauseAt(Date.now() + 1_000);
  asked.length = 0;
  await page.clock.runFor(15_000);
  expect(asked).toEqual([]);

  // A vehicle comes in through the API, as another console or a lane device sends it.
  const signedIn = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO.gate),
  });
  const { access_token, user } = (await signedIn.json()) as {
    access_token: string;
    user: { gate_id: number; name: string };
  };
  const number = String(1000 + (Date.now() % 9000));
  const entry = await fetch(`${baseUrl}/api/gate/entries`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${access_token}` },
    body: JSON.stringify({ gate_id: user.gate_id, event_id: `live-console-${Date.now()}`, plate: `HTK ${number}` }),
  });
  expect(entry.status, await entry.clone().text()).toBe(201);

  // Its event reaches the console, which asks again within the second, well before any poll would have.
  const shown = inside.getByText(number);
  for (let waited = 0; waited < 2_000 && !(await shown.isVisible()); waited += 100) await page.clock.runFor(100);
  await shown.waitFor();
  expect(asked.length).toBeGreaterThan(0);

  // Signing out is local (the specification's: no call), and it ends this tab's stream with it: the
  // open request is cut, so the server that held it lets it go, and no stream is opened again.
  const streams: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/live') streams.push(request.url());
  });
  const cut = page.waitForEvent('requestfailed', (request) => new URL(request.url()).pathname === '/api/live');
  // The user menu opens on the page's own timers.
  await page.clock.resume();
  await page.getByRole('banner').getByRole('button').filter({ hasText: user.name }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL(`${baseUrl}/sign-in`);
  expect((await cut).failure()?.errorText).toMatch(/ABORTED/);
  // Past the longest wait before a stream is opened again.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
  await page.clock.runFor(60_000);
  expect(streams).toEqual([]);

  journey.expectNoProblems();
});
