import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { LAYOUT_TYPES, type LayoutType } from '../src/theme/theme-settings';
import { DEMO, setUpJourney, signIn } from './browser';
import { expectMenuOpensAndCloses, expectNoOverflow } from './fit';
import { DESKTOP, forEachLayout, LAPTOP, LOCALES, PHONE, resize } from './screens';

const journey = setUpJourney();

/** The docked navigation's entries, their icons, their visible labels and those cut short (with an ellipsis). */
function sideNavigation(page: Page) {
  return page.evaluate(() => {
    const items = [...document.querySelectorAll('.RaSidebar-fixed [role="menuitem"]')];
    const labels = items
      .map((item) => item.querySelector('.MuiTypography-root')!)
      .filter((label) => label.getBoundingClientRect().width > 1);
    return {
      entries: items.length,
      icons: items.filter((item) => item.querySelector('svg')?.getBoundingClientRect().width).length,
      cutLabels: labels.filter((label) => label.scrollWidth > label.clientWidth + 1).map((label) => label.textContent),
      visibleLabels: labels.length,
    };
  });
}

const DOCKED: readonly LayoutType[] = ['collapsibleSide', 'stackedSide', 'framelessSide'];

const FRAMED = LAYOUT_TYPES.filter((type) => !DOCKED.includes(type));

// In four parts, each a test of its own: the whole walk is 24 screens at three sizes, over
// 90 s on a busy CI machine.
describe.each(LOCALES)('in %s', (locale) => {
  test.each([
    ['with a docked side navigation', DOCKED],
    ['with a top bar, an overlay or none', FRAMED],
  ])(
    'every layout type %s, expanded and collapsed, fits a phone, a laptop and a desktop and keeps its navigation',
    async (_, types) => {
      const { page, baseUrl } = journey;
      await forEachLayout(
        page,
        baseUrl,
        async ({ name, type, collapsed }) => {
          await expectNoOverflow(page, name);
          if (type === 'blank') {
            // No app bar: the frame's own row still leads home.
            await page.locator('a[href="/home"]').waitFor();
          } else {
            // Whatever the layout, a phone's navigation is the drawer behind the menu button.
            await expectMenuOpensAndCloses(page, locale);
          }

          await resize(page, LAPTOP);
          await expectNoOverflow(page, `${name} on a laptop`);
          await resize(page, DESKTOP);
          await expectNoOverflow(page, `${name} on a desktop`);
          if (DOCKED.includes(type)) {
            const navigation = await sideNavigation(page);
            expect(navigation.entries, `${name}: entries`).toBeGreaterThan(0);
            expect(navigation.icons, `${name}: an icon for every entry`).toBe(navigation.entries);
            expect(navigation.cutLabels, `${name}: labels cut`).toEqual([]);
            // Collapsed, only the icons show: no label peeks out at the column's edge.
            expect(navigation.visibleLabels, `${name}: labels shown`).toBe(collapsed ? 0 : navigation.entries);
          }
        },
        { types, locales: [locale] },
      );
      journey.expectNoProblems();
    },
  );
});

/** Each layout by the name the settings show it under. */
const LAYOUTS = [
  ['Stacked side navigation', 'stackedSide'],
  ['Top bar', 'topBarClassic'],
  ['Frameless side navigation', 'framelessSide'],
  ['Navigation over the content', 'contentOverlay'],
  ['Blank (content only)', 'blank'],
  ['Collapsible side navigation', 'collapsibleSide'],
] as const;

test('every layout and the dark mode are chosen, kept and shown without a console warning', async () => {
  const { page, baseUrl } = journey;
  await page.goto(`${baseUrl}/sign-in`);
  await signIn(page, DEMO.superAdmin.email, DEMO.superAdmin.password);
  await page.evaluate(() => localStorage.setItem('locale', 'en'));
  await page.goto(`${baseUrl}/areas`);
  for (const [label, type] of LAYOUTS) {
    await page.getByRole('button', { name: 'Settings' }).first().click();
    await page.getByRole('radio', { name: label }).check();
    await page.keyboard.press('Escape');
    await page.getByText('King Fahd Road Tower').first().waitFor();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('theme') ?? '{}'));
    expect(stored.layout.type).toBe(type);
  }
  const theme = await page.evaluate(() => JSON.parse(localStorage.getItem('theme') ?? '{}'));
  expect(theme.layout).toMatchObject({ type: 'collapsibleSide', previousType: 'blank' });

  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('theme') ?? '{}').mode)).toBe('dark');

  journey.expectNoProblems();
});

/** How the phone's navigation drawer slides in: the transition its paper is given as it opens. */
async function drawerTransition(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const paper = page.locator('.MuiDrawer-modal .MuiDrawer-paper');
  await paper.waitFor();
  const transition = await paper.evaluate((element) => getComputedStyle(element).transitionProperty);
  await page.keyboard.press('Escape');
  await paper.waitFor({ state: 'detached' });
  return transition;
}

test('a reader who asks their system for less motion gets drawers that appear at once, and motion back when they change their mind', async () => {
  const { page, baseUrl } = journey;
  await page.setViewportSize(PHONE);
  await page.goto(`${baseUrl}/sign-in`);
  await signIn(page, DEMO.superAdmin.email, DEMO.superAdmin.password);
  await page.getByText('King Fahd Road Tower').first().waitFor();
  expect(await drawerTransition(page)).toBe('none');
  await page.getByRole('button', { name: 'Open menu' }).click({ noWaitAfter: true });
  expect(await page.locator('.MuiTouchRipple-child').count(), 'ripples on a pressed button').toBe(0);
  await page.keyboard.press('Escape');

  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await drawerTransition(page)).toBe('transform');
  journey.expectNoProblems();
});
