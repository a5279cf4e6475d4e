import { expect, test } from 'vitest';
import { DEMO, signIn, setUpJourney } from './browser';

const journey = setUpJourney();

test('a signed-out visit to /areas goes to sign-in (history replaced) and back to /areas after it', async () => {
  const { page, baseUrl } = journey;

  await page.goto(`${baseUrl}/areas`);
  await page.waitForURL((url) => url.pathname === '/sign-in');
  expect(page.url()).toBe(`${baseUrl}/sign-in?redirectUrl=%2Fareas`);

  // The protected address was replaced, not stacked: Back leaves the app.
  await page.goBack();
  expect(page.url()).not.toMatch(/\/areas$/);
  expect(page.url()).toBe('about:blank');

  await page.goForward();
  expect(page.url()).toBe(`${baseUrl}/sign-in?redirectUrl=%2Fareas`);
  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  expect(page.url()).toBe(`${baseUrl}/areas`);
  await page.getByRole('cell', { name: 'King Fahd Road Tower', exact: true }).waitFor();

  journey.expectNoProblems();
});

test('a signed-out visit to / goes to sign-in without redirectUrl', async () => {
  const { page, baseUrl } = journey;

  await page.goto(`${baseUrl}/`);
  await page.waitForURL((url) => url.pathname === '/sign-in');
  expect(page.url()).toBe(`${baseUrl}/sign-in`);
  await page.locator('input[name="email"]').waitFor();

  journey.expectNoProblems();
});

test('a company manager lands on the company dashboard; sign-in and unknown paths lead back to it', async () => {
  const { page, baseUrl } = journey;

  await page.goto(`${baseUrl}/sign-in`);
  await signIn(page, DEMO.manager.email, DEMO.manager.password);
  expect(page.url()).toBe(`${baseUrl}/company-dashboard`);
  await page.getByRole('heading', { name: 'Al Noor Trading Co.' }).waitFor();

  // Already signed in: the sign-in page sends the user to their home.
  await page.goto(`${baseUrl}/sign-in`);
  await page.waitForURL(`${baseUrl}/company-dashboard`);
  await page.getByRole('heading', { name: 'Al Noor Trading Co.' }).waitFor();

  // An unknown path goes to the home of the role.
  await page.goto(`${baseUrl}/no-such-page`);
  await page.waitForURL(`${baseUrl}/company-dashboard`);
  await page.getByRole('heading', { name: 'Al Noor Trading Co.' }).waitFor();

  journey.expectNoProblems();
});

test('a super admin who is signed in is sent from /sign-in and unknown paths to /home', async () => {
  const { page, baseUrl } = journey;

  await page.goto(`${baseUrl}/sign-in`);
  await signIn(page, DEMO.superAdmin.email, DEMO.superAdmin.password);
  expect(page.url()).toBe(`${baseUrl}/home`);

  await page.goto(`${baseUrl}/sign-in`);
  await page.waitForURL(`${baseUrl}/home`);
  await page.goto(`${baseUrl}/no-such-page`);
  await page.waitForURL(`${baseUrl}/home`);
  await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor();

  journey.expectNoProblems();
});

test('a token the server refuses ends the session: sign-in says so and brings the user back to the page, query included', async () => {
  const { page, baseUrl } = journey;
  journey.allowFailedRequest('/api/areas', 401);
  // The tab's live stream is refused the same token.
  journey.allowFailedRequest('/api/live', 401);

  await page.goto(`${baseUrl}/sign-in`);
  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  const listAddress = '/areas?order=DESC&page=1&perPage=10&sort=name';
  await page.goto(`${baseUrl}${listAddress}`);
  await page.getByRole('cell', { name: 'King Fahd Road Tower', exact: true }).waitFor();

  // The token stops being valid (as after a password change or a deactivation elsewhere).
  await page.evaluate(() => localStorage.setItem('access_token', `${localStorage.getItem('access_token')}x`));
  await page.reload();

  await page.waitForURL((url) => url.pathname === '/sign-in');
  expect(page.url()).toBe(`${baseUrl}/sign-in?redirectUrl=${encodeURIComponent(listAddress)}&reason=session_ended`);
  await page.getByRole('status').filter({ hasText: 'Your session has ended, please sign in again' }).waitFor();
  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  expect(page.url()).toBe(`${baseUrl}${listAddress}`);
  await page.getByRole('cell', { name: 'King Fahd Road Tower', exact: true }).waitFor();

  journey.expectNoProblems();
});
