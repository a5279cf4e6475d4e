import type { Page, Route } from 'playwright-core';
import { expect, test } from 'vitest';
import { DEMO, signIn, setUpJourney } from './browser';

const journey = setUpJourney();

const AREA = { name: 'King Fahd Road Tower', nameAr: 'برج طريق الملك فهد' };
const SERVER_ERROR = {
  status: 500,
  contentType: 'application/json',
  body: JSON.stringify({ message: 'Server error', code: 'server_error' }),
};

/** Answers 500 to the API calls `matches` picks while `failing.on` holds; lets everything else through. */
async function failWhile(page: Page, matches: (url: URL, method: string) => boolean) {
  const failing = { on: true };
  await page.route(
    (url) => url.pathname.startsWith('/api/'),
    (route: Route) =>
      failing.on && matches(new URL(route.request().url()), route.request().method())
        ? route.fulfill(SERVER_ERROR)
        : route.continue(),
  );
  return failing;
}

/** Where the toast shows: its distance from the top and from each side of the window. */
async function toastPlace(page: Page) {
  const toast = page.locator('.MuiSnackbar-root');
  await toast.waitFor();
  const box = (await toast.boundingBox())!;
  const width = page.viewportSize()!.width;
  return { top: box.y, left: box.x, right: width - box.x - box.width };
}

test('a list that fails to load says so with a retry, and a save that fails says which save, at the top end', async () => {
  const { page, baseUrl } = journey;
  await page.goto(`${baseUrl}/sign-in`);
  await signIn(page, DEMO.superAdmin.email, DEMO.superAdmin.password);

  const areasList = await failWhile(page, (url, method) => url.pathname === '/api/areas' && method === 'GET');
  journey.allowFailedRequest('/api/areas', 500);
  await page.goto(`${baseUrl}/areas`);
  const alert = page.getByRole('alert').filter({ hasText: 'Failed to load areas' });
  await alert.waitFor();
  expect(await alert.textContent()).toContain('Server error');
  expect(await page.getByText(/No Areas|No results/).count()).toBe(0);
  // The page says it, not a toast that vanishes.
  expect(await page.locator('.MuiSnackbar-root').count()).toBe(0);

  areasList.on = false;
  await alert.getByRole('button', { name: 'Try again' }).click();
  await page.getByRole('link', { name: AREA.name, exact: true }).click();
  await page.waitForURL(/\/areas\/\d+\/show$/);
  const areaId = /\/areas\/(\d+)\/show$/.exec(page.url())![1];

  await failWhile(page, (url, method) => url.pathname === `/api/areas/${areaId}` && method === 'PUT');
  journey.allowFailedRequest(`/api/areas/${areaId}`, 500);
  await page.goto(`${baseUrl}/areas/${areaId}`);
  await page.locator('input[name="name"]').fill(`${AREA.name} `);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Failed to save the area. Please try again.').waitFor();
  const place = await toastPlace(page);
  expect(place.top).toBeLessThan(60);
  expect(place.right).toBeLessThan(place.left);
  journey.expectNoProblems();
});

test('in Arabic, a record that fails to load is named in the title and the page, and comes back on retry; the toast sits top left', async () => {
  const { page, baseUrl } = journey;
  await page.goto(`${baseUrl}/sign-in`);
  await page.evaluate(() => localStorage.setItem('locale', 'ar'));
  await signIn(page, DEMO.superAdmin.email, DEMO.superAdmin.password);
  await page.goto(`${baseUrl}/areas`);
  await page.getByRole('link', { name: AREA.nameAr, exact: true }).click();
  await page.waitForURL(/\/areas\/\d+\/show$/);
  const areaId = /\/areas\/(\d+)\/show$/.exec(page.url())![1];

  const record = await failWhile(page, (url, method) => url.pathname === `/api/areas/${areaId}` && method === 'GET');
  journey.allowFailedRequest(`/api/areas/${areaId}`, 500);
  await page.goto(`${baseUrl}/areas/${areaId}`);
  const alert = page.getByRole('alert').filter({ hasText: 'تعذّر تحميل المناطق' });
  await alert.waitFor();
  expect(await alert.textContent()).toContain('حدث خطأ في الخادم');
  expect(await page.locator('#react-admin-title').textContent()).toBe('تعذّر تحميل المناطق');

  record.on = false;
  await alert.getByRole('button', { name: 'إعادة المحاولة' }).click();
  await page.locator('input[name="name"]').waitFor();
  expect(await page.locator('#react-admin-title').textContent()).toContain(AREA.nameAr);

  await failWhile(page, (url, method) => url.pathname === `/api/areas/${areaId}` && method === 'PUT');
  await page.locator('input[name="name"]').fill(`${AREA.name} `);
  await page.getByRole('button', { name: 'حفظ' }).click();
  await page.getByText('تعذّر حفظ المنطقة. يُرجى المحاولة مجددًا.').waitFor();
  const place = await toastPlace(page);
  expect(place.top).toBeLessThan(60);
  expect(place.left).toBeLessThan(place.right);
  journey.expectNoProblems();
});
