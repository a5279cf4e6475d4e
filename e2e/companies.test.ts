import { expect, test } from 'vitest';
import { DEMO, fieldMessage, pathOf, settle, signIn, setUpJourney } from './browser';

const journey = setUpJourney();

const COMPANY = {
  name: 'E2E Gulf Freight',
  phone: '011 456 7890',
  area: 'Olaya Business District',
  subArea: 'Zone A',
  quota: '12',
};
const MANAGER = {
  name: 'Reem Al-Harbi',
  username: 'e2e.reem',
  email: 'e2e.reem@gulf-freight.example.sa',
  mobile: '0551239876',
  password: 'Gulf#2026x',
};

test('a super admin creates a company with its manager, who then signs in and lands on the company dashboard', async () => {
  const { page, baseUrl } = journey;
  await page.goto(`${baseUrl}/sign-in`);
  await signIn(page, DEMO.superAdmin.email, DEMO.superAdmin.password);
  await page.waitForURL(`${baseUrl}/home`);

  await page.getByRole('menuitem', { name: 'Companies' }).click();
  await page.waitForURL(`${baseUrl}/companies`);
  await page.getByRole('link', { name: 'Create' }).click();
  await page.waitForURL(`${baseUrl}/companies/create`);

  // The company: its sub-area and plan are offered once its area is chosen.
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(COMPANY.name);
  await page.getByRole('textbox', { name: 'Contact phone' }).fill(COMPANY.phone);
  await page.getByRole('combobox', { name: /^Area/ }).click();
  await page.getByRole('option', { name: COMPANY.area, exact: true }).click();
  await page.getByRole('combobox', { name: /^Sub-area/ }).click();
  await page.getByRole('option', { name: COMPANY.subArea, exact: true }).click();
  await page.getByRole('combobox', { name: /^Subscription plan/ }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('spinbutton', { name: /^Allocated subscriptions/ }).fill(COMPANY.quota);
  // The quota's last day typed from the keyboard into the date picker, section by section.
  await page
    .getByRole('group', { name: /^Quota valid to/ })
    .getByRole('spinbutton', { name: 'Day' })
    .click();
  await page.keyboard.type('30062027');

  // Its manager's account, with a password too short at first: nothing is sent.
  await page.getByRole('textbox', { name: 'Manager full name' }).fill(MANAGER.name);
  await page.getByRole('textbox', { name: 'Manager username' }).fill(MANAGER.username);
  await page.getByRole('textbox', { name: 'Manager email' }).fill(MANAGER.email);
  await page.getByRole('textbox', { name: 'Manager mobile' }).fill(MANAGER.mobile);
  const password = page.getByLabel(/^Manager password/);
  await password.fill('short');
  await page.getByRole('button', { name: 'Save' }).click();
  expect(await settle(() => fieldMessage(password), 'Must be at least 8 characters')).toBe(
    'Must be at least 8 characters',
  );
  expect(pathOf(page)).toBe('/companies/create');
  await password.fill(MANAGER.password);
  await page.getByRole('button', { name: 'Save' }).click();

  // The company's page: its quota is whole, and its manager is named.
  await page.waitForURL(/\/companies\/\d+\/show$/);
  await page.getByText(COMPANY.name, { exact: true }).first().waitFor();
  await page.getByText(MANAGER.email, { exact: true }).waitFor();
  await page.getByText(/^Valid from \d{1,2} \w{3,4} \d{4} to 30 Jun 2027$/).waitFor();

  // Signed out, the manager signs in with the new account and lands on their company.
  await page.getByRole('banner').getByRole('button').filter({ hasText: DEMO.superAdmin.name }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL(`${baseUrl}/sign-in`);
  await signIn(page, MANAGER.email, MANAGER.password);
  await page.waitForURL(`${baseUrl}/company-dashboard`);
  await page.getByRole('heading', { name: COMPANY.name }).waitFor();
  await page.getByText(COMPANY.quota, { exact: true }).first().waitFor();
  await page.getByRole('menuitem', { name: 'Company Dashboard' }).waitFor();
  expect(await page.getByRole('menuitem', { name: 'Companies' }).count()).toBe(0);

  journey.expectNoProblems();
});
