import { expect, test } from 'vitest';
import { DEMO, setUpJourney, signIn } from './browser';

const journey = setUpJourney();

/** Riyadh Medical Supplies (demo): 18 of its 20 units are held, so its quota is low. */
const HUDA = { email: 'huda@riyadhmedical.example.sa', password: DEMO.manager.password };

test('a company manager adds subscriptions until the quota is exhausted: the low-quota warning, then the refusal', async () => {
  const { page, baseUrl } = journey;
  await page.goto(`${baseUrl}/sign-in`);
  await signIn(page, HUDA.email, HUDA.password);
  await page.waitForURL(`${baseUrl}/company-dashboard`);
  await page.getByText('Low quota: only 2 subscriptions remain.').first().waitFor();

  await page.getByRole('menuitem', { name: 'Company Subscriptions' }).click();
  await page.waitForURL(`${baseUrl}/company-subscriptions`);
  await page.getByRole('tab', { name: /^Pending \(\d+\)$/ }).waitFor();

  async function addSubscription(name: string, mobile: string, plate: [string, string]) {
    await page.getByRole('link', { name: 'Create' }).click();
    await page.waitForURL(`${baseUrl}/company-subscriptions/create`);
    await page.getByRole('textbox', { name: 'Subscriber name' }).fill(name);
    await page.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
    await page.getByRole('textbox', { name: 'Email' }).fill(`${mobile}@riyadhmedical.example.sa`);
    await page.getByRole('textbox', { name: 'Plate letters' }).fill(plate[0]);
    await page.getByRole('textbox', { name: 'Plate number' }).fill(plate[1]);
    await page.getByRole('button', { name: 'Save' }).click();
  }

  await addSubscription('Salman Al-Fahad', '0551110001', ['ABJ', '7001']);
  await page.waitForURL(`${baseUrl}/company-subscriptions`);
  await page.getByText('Low quota: only one subscription remains.').waitFor();

  await addSubscription('Nora Al-Saud', '0551110002', ['RSD', '7002']);
  await page.waitForURL(`${baseUrl}/company-subscriptions`);
  await page.getByText('The quota is exhausted: no subscriptions remain.').waitFor();

  // One more: refused with the server's message, and the form stays with what was typed.
  journey.allowFailedRequest('/api/company-subscriptions', 422);
  await addSubscription('Khalid Al-Omar', '0551110003', ['KHL', '7003']);
  await page.getByText('The company has no quota left: no subscription can be added').waitFor();
  expect(new URL(page.url()).pathname).toBe('/company-subscriptions/create');
  journey.expectNoProblems();
});
