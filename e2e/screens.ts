import type { Page, Request } from 'playwright-core';
import { LAYOUT_TYPES, type LayoutType } from '../src/theme/theme-settings';
import { DEMO, signIn } from './browser';

export const PHONE = { width: 390, height: 844 };
export const TABLET = { width: 768, height: 1024 };
/** A small laptop: the first width with the docked menu beside the page, which leaves the page the least room. */
export const LAPTOP = { width: 1024, height: 768 };
export const DESKTOP = { width: 1440, height: 900 };

export const LOCALES = ['en', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];

const AREA_SCREENS = [
  '/home',
  '/areas',
  '/areas/1/show',
  '/areas/1',
  '/areas/create',
  '/gates/area/1',
  '/gates/1',
  '/gates/create',
  '/sub-areas',
  '/sub-areas/area/1',
  '/sub-areas/1/show',
  '/sub-areas/1',
  '/sub-areas/create',
  '/subscription-plans',
  '/subscription-plans/1',
  '/subscription-plans/create',
  '/subscriptions',
  '/subscriptions/create',
  '/parking-carts',
  '/parking-carts/1/show',
  '/parking-carts/1',
  '/parking-carts/create',
  '/parking-transactions',
  '/parking-transactions/1/show',
  '/access-log',
  '/privacy',
  '/cashier-shifts',
  '/cashier-shifts/1/show',
  '/subscription-request',
  '/my-qr#a-subscriber-token',
  '/access-denied',
];

/** The merchants' screens: the demo's first merchant is the prepaid Waterfront Books. */
const MERCHANT_SCREENS = ['/merchants', '/merchants/1/show', '/merchants/1/statement', '/merchant-offers'];

/** Every screen each role can open, the first being where it lands after sign-in. */
export const ROLES = [
  {
    role: 'superAdmin',
    account: DEMO.superAdmin,
    screens: [...AREA_SCREENS, '/companies', '/companies/2/show', '/companies/2', '/companies/create'],
  },
  { role: 'admin', account: DEMO.admin, screens: [...AREA_SCREENS, ...MERCHANT_SCREENS] },
  { role: 'gate', account: DEMO.gate, screens: ['/home', '/access-denied'] },
  { role: 'manager', account: DEMO.manager, screens: ['/company-dashboard', '/access-denied'] },
  { role: 'validator', account: DEMO.validator, screens: ['/validate', '/access-denied'] },
] as const;

/** Waits until the page shows its data and stands still: no loading indicator, no transition running. */
export async function settle(page: Page) {
  await page.waitForFunction(
    () =>
      !document.querySelector('.MuiCircularProgress-root, .MuiLinearProgress-indeterminate, .MuiSkeleton-root') &&
      document
        .getAnimations()
        .every(
          (animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
        ),
  );
}

/** Resizes the window and waits for the app to have followed (media queries answer on the next frames). */
export async function resize(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await settle(page);
}

/** How long the network stays silent before a screen counts as loaded: its chunk and its data have come. */
const QUIET_MS = 150;

/** Does `action`, then waits until the network has been silent for a moment and the page stands still. */
async function quietAfter(page: Page, action: () => Promise<unknown>) {
  let pending = 0;
  let lastActivity = Date.now();
  // The tab's live stream stays open for as long as the app runs: it is no loading.
  const counts = (request: Request) => new URL(request.url()).pathname !== '/api/live';
  const started = (request: Request) => {
    if (!counts(request)) return;
    pending += 1;
    lastActivity = Date.now();
  };
  const ended = (request: Request) => {
    if (!counts(request)) return;
    pending -= 1;
    lastActivity = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await action();
    while (pending > 0 || Date.now() - lastActivity < QUIET_MS) {
      await new Promise((resolve) => setTimeout(resolve, QUIET_MS / 3));
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
  await settle(page);
}

/**
 * Opens a screen inside the running app, as its own links do (the router follows the history):
 * the app is not loaded again for every screen.
 */
export function openScreen(page: Page, pathname: string) {
  return quietAfter(page, () =>
    page.evaluate((to) => {
      // The entry carries the router's own index, one past the current one, as the entries it
      // pushes do: the router then takes it for a step forward in its history, which a page's
      // guard against leaving unsaved changes may weigh like any other.
      const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
      window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: index + 1 }, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    }, pathname),
  );
}

/** Loads the app at `url`: what it reads as it starts (the stored language or layout) is read again. */
export function loadScreen(page: Page, url: string) {
  return quietAfter(page, () => page.goto(url));
}

/** Stores the language and loads the page again: the app reads it, and sets its direction, as it starts. */
export async function setLocale(page: Page, locale: Locale) {
  await page.evaluate((value) => localStorage.setItem('locale', value), locale);
  await page.reload();
}

export const slug = (pathname: string) => pathname.replace(/^\//, '').replace(/#.*/, '').replace(/\//g, '-');

/**
 * Signed in as the super admin, opens the areas on a phone in every layout type, expanded and
 * collapsed, in both languages, and hands each to `visit` by a name that says which it is.
 */
export async function forEachLayout(
  page: Page,
  baseUrl: string,
  visit: (layout: { name: string; type: LayoutType; collapsed: boolean; locale: Locale }) => Promise<void>,
) {
  await page.goto(`${baseUrl}/sign-in`);
  await signIn(page, DEMO.superAdmin.email, DEMO.superAdmin.password);
  for (const locale of LOCALES) {
    await setLocale(page, locale);
    for (const type of LAYOUT_TYPES) {
      for (const collapsed of [false, true]) {
        await page.evaluate((layout) => localStorage.setItem('theme', JSON.stringify({ layout })), {
          type,
          sideNavCollapse: collapsed,
          previousType: '',
        });
        await page.setViewportSize(PHONE);
        await loadScreen(page, `${baseUrl}/areas`);
        await visit({
          name: `layout-${type}-${collapsed ? 'collapsed' : 'expanded'}-${locale}`,
          type,
          collapsed,
          locale,
        });
      }
    }
  }
}
