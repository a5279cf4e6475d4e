import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { setUpJourney, signIn } from './browser';
import { expectMenuOpensAndCloses, expectNoOverflow } from './fit';
import { LAPTOP, type Locale, LOCALES, openScreen, PHONE, resize, ROLES, SCREENS, setLocale, TABLET } from './screens';

const journey = setUpJourney();

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
    // To the bottom, and again while the page still grows under the scroll (rows still coming in),
    // a few times at most: a phone's list loads its next page at its end, and would be chased
    // through every page of a long one (two walks of CI hung here past the test's 90 s).
    for (let height = -1, round = 0; height !== document.documentElement.scrollHeight && round < 8; round++) {
      height = document.documentElement.scrollHeight;
      window.scrollTo(0, height);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
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

/**
 * A walk's screens in parts, a test each: the super admin's whole walk is more than one test may
 * take on a busy machine, and each part signs in afresh.
 */
const WALK_PART = 12;
function partsOf(walk: readonly string[]) {
  return Array.from({ length: Math.ceil(walk.length / WALK_PART) }, (_, part) => ({
    first: part * WALK_PART,
    screens: walk.slice(part * WALK_PART, (part + 1) * WALK_PART),
    of: walk.length,
  }));
}

for (const { role, account, screens } of ROLES) {
  for (const locale of LOCALES) {
    for (const { first, screens: part, of } of partsOf(walkOf(role, screens))) {
      test(`every screen of the ${role} role ${of > WALK_PART ? `(${first + 1}–${first + part.length} of ${of}) ` : ''}opens, shows its data without a console warning and fits a phone, a tablet and a laptop in ${locale}, with a working menu`, async () => {
        const { page, baseUrl } = journey;
        await page.setViewportSize(PHONE);
        await page.goto(`${baseUrl}/sign-in`);
        await setLocale(page, locale);
        await signIn(page, account.email, account.password);
        for (const [index, screen] of part.entries()) {
          await resize(page, PHONE);
          await openScreen(page, screen);
          expect(new URL(page.url()).pathname, 'the screen opened').toBe(screen.replace(/#.*/, ''));
          await expectNoOverflow(page, `${screen} (${role}, ${locale})`);
          expect(await rowsUnderTheFloatingButton(page), `rows under the create button on ${screen}`).toEqual([]);
          expect(await titleProblems(page), `the title of ${screen} (${role}, ${locale})`).toEqual([]);
          expect(await choicesOutsideTheirCard(page), `quick choices on ${screen} (${role}, ${locale})`).toEqual([]);
          if (first + index === 0) await expectMenuOpensAndCloses(page, locale);
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
}
