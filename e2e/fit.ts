import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Locale } from './screens';

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

export async function expectNoOverflow(page: Page, where: string) {
  expect(await overflow(page), `horizontal overflow on ${where}`).toEqual([]);
}

/** The phone's menu button opens the navigation drawer; Escape closes it again. */
export async function expectMenuOpensAndCloses(page: Page, locale: Locale) {
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
