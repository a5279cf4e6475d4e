import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import type { LayoutType } from '../src/theme/theme-settings';
import { DEMO, setUpJourney, signIn } from './browser';
import {
  DESKTOP,
  forEachLayout,
  LAPTOP,
  type Locale,
  LOCALES,
  openScreen,
  PHONE,
  resize,
  ROLES,
  SCREENS,
  setLocale,
  TABLET,
} from './screens';

const journey = setUpJourney();

const OPEN_MENU: Record<Locale, string> = { en: 'Open menu', ar: 'فتح القائمة' };

/**
 * What makes the page wider than the window: the document's own scroll width, and every visible
 * element that pokes out of the window without a scrolling or clipping container of its own.
 */
function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width)
      found.push(`the page is ${document.documentElement.scrollWidth}px wide`);
    const insideClip = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || (box.left >= -1 && box.right <= width + 1)) continue;
      if (getComputedStyle(element).visibility === 'hidden' || insideClip(element)) continue;
      found.push(
        `${element.tagName.toLowerCase()}.${String(element.className).split(' ').slice(0, 3).join('.')} spans ${Math.round(box.left)}–${Math.round(box.right)}px`,
      );
    }
    return found;
  });
}

async function expectNoOverflow(page: Page, where: string) {
  expect(await overflow(page), `horizontal overflow on ${where}`).toEqual([]);
}

/**
 * What is wrong with the page's title in the app bar: a title too long for its room must end in an
 * ellipsis, and its first letter, on the right in Arabic, must stay in sight.
 */
function titleProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const line = document.querySelector('#react-admin-title > *');
    const text = line && document.createTreeWalker(line, NodeFilter.SHOW_TEXT).nextNode();
    if (!line || !text?.textContent?.trim()) return [];
    const problems: string[] = [];
    const box = line.getBoundingClientRect();
    if (line.scrollWidth > line.clientWidth + 1 && getComputedStyle(line).textOverflow !== 'ellipsis')
      problems.push(`"${line.textContent}" is cut without an ellipsis`);
    const first = document.createRange();
    first.setStart(text, text.textContent.search(/\S/));
    first.setEnd(text, text.textContent.search(/\S/) + 1);
    const letter = first.getBoundingClientRect();
    if (letter.left < box.left - 1 || letter.right > box.right + 1)
      problems.push(`"${line.textContent}" has lost its start`);
    return problems;
  });
}

/** The quick choices (a group of toggle buttons) that reach past the padding of the card they are in. */
function choicesOutsideTheirCard(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('.MuiToggleButtonGroup-root .MuiToggleButton-root')].flatMap((button) => {
      const card = button.closest('.MuiCardContent-root');
      if (!card) return [];
      const box = button.getBoundingClientRect();
      const inside = card.getBoundingClientRect();
      const padding = parseFloat(getComputedStyle(card).paddingLeft);
      return box.left < inside.left + padding - 1 || box.right > inside.right - padding + 1
        ? [`"${button.textContent}" reaches past its card`]
        : [];
    }),
  );
}

/** The rows a list's floating create button covers once the page is scrolled to its end. */
function rowsUnderTheFloatingButton(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const button = document.querySelector('.RaCreateButton-floating');
    if (!button) return [];
    window.scrollTo(0, document.documentElement.scrollHeight);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const fab = button.getBoundingClientRect();
    return [...document.querySelectorAll('.RaList-main tr, .RaList-main li')]
      .filter((row) => {
        const box = row.getBoundingClientRect();
        return (
          box.height > 0 && box.bottom > fab.top && box.top < fab.bottom && box.right > fab.left && box.left < fab.right
        );
      })
      .map((row) => row.textContent?.slice(0, 40) ?? '');
  });
}

/** The phone's menu button opens the navigation drawer; Escape closes it again. */
async function expectMenuOpensAndCloses(page: Page, locale: Locale) {
  await page.getByRole('button', { name: OPEN_MENU[locale] }).click();
  const firstEntry = page.locator('.MuiDrawer-modal [role="menuitem"]').first();
  await firstEntry.waitFor();
  // Measured once it has slid in whole.
  await page.waitForFunction(() => {
    const drawer = document.querySelector('.MuiDrawer-modal .MuiDrawer-paper')?.getBoundingClientRect();
    return drawer && drawer.left >= 0 && drawer.right <= window.innerWidth;
  });
  await expectNoOverflow(page, 'the open navigation drawer');
  await page.keyboard.press('Escape');
  await firstEntry.waitFor({ state: 'detached' });
}

const TEXT_OF = new Map<string, Record<Locale, string>>(SCREENS.map((screen) => [screen.path, screen]));
const SUPER_ADMIN_SCREENS: readonly string[] = ROLES.find(({ role }) => role === 'superAdmin')!.screens;

/**
 * The screens a role's walk opens: the super admin's are every screen; another role's are where it
 * lands and those the super admin's walk did not open, since a screen fits or not whoever opens it.
 */
const walkOf = (role: string, screens: readonly string[]) =>
  role === 'superAdmin'
    ? screens
    : screens.filter((screen, index) => index === 0 || !SUPER_ADMIN_SCREENS.includes(screen));

// One test per role and language: the super admin's screens in both languages take longer than one test may.
for (const { role, account, screens } of ROLES) {
  for (const locale of LOCALES) {
    test(`every screen of the ${role} role opens, shows its data without a console warning and fits a phone, a tablet and a laptop in ${locale}, with a working menu`, async () => {
      const { page, baseUrl } = journey;
      await page.setViewportSize(PHONE);
      await page.goto(`${baseUrl}/sign-in`);
      await setLocale(page, locale);
      await signIn(page, account.email, account.password);
      for (const [index, screen] of walkOf(role, screens).entries()) {
        await resize(page, PHONE);
        await openScreen(page, screen);
        expect(new URL(page.url()).pathname, 'the screen opened').toBe(screen.replace(/#.*/, ''));
        await expectNoOverflow(page, `${screen} (${role}, ${locale})`);
        expect(await rowsUnderTheFloatingButton(page), `rows under the create button on ${screen}`).toEqual([]);
        expect(await titleProblems(page), `the title of ${screen} (${role}, ${locale})`).toEqual([]);
        expect(await choicesOutsideTheirCard(page), `quick choices on ${screen} (${role}, ${locale})`).toEqual([]);
        if (index === 0) await expectMenuOpensAndCloses(page, locale);
        // The same page on a tablet and a laptop, without a reload: the layout follows the window's width.
        await resize(page, TABLET);
        await expectNoOverflow(page, `${screen} (${role}, ${locale}, tablet)`);
        await resize(page, LAPTOP);
        await expectNoOverflow(page, `${screen} (${role}, ${locale}, laptop)`);
        // What it shows the super admin once loaded, where a laptop's columns show it all.
        const text = role === 'superAdmin' ? TEXT_OF.get(screen)?.[locale] : undefined;
        if (text) await page.getByText(text, { exact: false }).first().waitFor();
      }
      journey.expectNoProblems();
    });
  }
}

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

test('every layout type, expanded and collapsed, in both languages, fits a phone, a laptop and a desktop and keeps its navigation', async () => {
  const { page, baseUrl } = journey;
  await forEachLayout(page, baseUrl, async ({ name, type, collapsed, locale }) => {
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
  });
  journey.expectNoProblems();
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
