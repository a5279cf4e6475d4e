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
