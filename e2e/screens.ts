import type { Page, Request } from 'playwright-core';
import { LAYOUT_TYPES, type LayoutType } from '../src/theme/theme-settings';
import { DEMO, signIn, WAIT_MS } from './browser';

export const PHONE = { width: 390, height: 844 };
export const TABLET = { width: 768, height: 1024 };
/** A small laptop: the first width with the docked menu beside the page, which leaves the page the least room. */
export const LAPTOP = { width: 1024, height: 768 };
export const DESKTOP = { width: 1440, height: 900 };

export const LOCALES = ['en', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];

/** Every screen of the back office, and a text it shows once it has loaded, in English and in Arabic. */
export const SCREENS = [
  // The Latin name is isolated (U+2068 … U+2069) inside the Arabic sentence.
  { path: '/home', en: 'Welcome, Faisal Al-Qahtani', ar: 'مرحبًا، \u2068Faisal Al-Qahtani\u2069' },
  { path: '/areas', en: 'King Fahd Road Tower', ar: 'برج طريق الملك فهد' },
  { path: '/areas/1/show', en: 'Tariff calendar', ar: 'تقويم التعرفة' },
  { path: '/areas/1', en: 'After first hour fee (SAR)', ar: 'رسوم ما بعد الساعة الأولى (ر.س)' },
  { path: '/areas/create', en: 'Guest ticket capacity', ar: 'سعة تذاكر الزوار' },
  { path: '/gates/area/1', en: 'North Entrance', ar: 'المدخل الشمالي' },
  { path: '/gates/1', en: 'Gate type', ar: 'نوع البوابة' },
  { path: '/gates/create', en: 'Description', ar: 'الوصف' },
  { path: '/sub-areas', en: 'Basement B1', ar: 'القبو الأول' },
  { path: '/sub-areas/area/1', en: 'VIP Level', ar: 'طابق كبار الزوار' },
  { path: '/sub-areas/1/show', en: 'Basement B1', ar: 'Basement B1' },
  { path: '/sub-areas/1', en: 'Max capacity', ar: 'السعة القصوى' },
  { path: '/sub-areas/create', en: 'Max capacity', ar: 'السعة القصوى' },
  { path: '/subscription-plans', en: 'Company Quota Plan', ar: 'باقة حصة الشركات' },
  {
    path: '/subscription-plans/1',
    en: 'The plan type cannot be changed once the plan exists.',
    ar: 'لا يمكن تغيير نوع الباقة بعد إنشائها.',
  },
  { path: '/subscription-plans/create', en: 'Duration unit', ar: 'وحدة المدة' },
  { path: '/companies', en: 'Red Sea Logistics', ar: 'البحر الأحمر للخدمات اللوجستية' },
  { path: '/companies/2/show', en: 'Subscriptions by status', ar: 'الاشتراكات حسب الحالة' },
  { path: '/companies/2', en: 'Default subscription duration (months)', ar: 'مدة الاشتراك الافتراضية (بالأشهر)' },
  { path: '/companies/create', en: 'Manager password', ar: 'كلمة مرور المدير' },
  { path: '/subscriptions', en: 'Pending', ar: 'قيد المراجعة' },
  { path: '/subscriptions/create', en: 'Plate letters', ar: 'حروف اللوحة' },
  { path: '/parking-carts', en: 'Issued (', ar: 'مُصدَرة (' },
  { path: '/parking-carts/1/show', en: 'Holder and status', ar: 'الحامل والحالة' },
  {
    path: '/parking-carts/1',
    en: 'Type and area change only while the card is available.',
    ar: 'لا يتغير النوع والمنطقة إلا والبطاقة متاحة.',
  },
  { path: '/parking-carts/create', en: 'As printed on the card', ar: 'كما هو مطبوع على البطاقة' },
  { path: '/parking-transactions', en: 'Total amount', ar: 'إجمالي المبلغ' },
  { path: '/parking-transactions/1/show', en: 'Plate or subscription', ar: 'اللوحة أو الاشتراك' },
  { path: '/revenue-report', en: 'Total revenue', ar: 'إجمالي الإيرادات' },
  { path: '/day-close', en: 'Cash counted', ar: 'النقد المعدود' },
  { path: '/cashier-shifts', en: 'Difference', ar: 'الفرق' },
  { path: '/cashier-shifts/1/show', en: 'Expected against counted', ar: 'المتوقع مقابل المعدود' },
  { path: '/lane-devices', en: 'No lane device yet', ar: 'لا توجد أجهزة مسارات بعد' },
  { path: '/lane-devices/create', en: 'Heartbeat (seconds)', ar: 'نبضة الاتصال (بالثواني)' },
  { path: '/integrators', en: 'No integrator yet', ar: 'لا توجد جهات تكامل بعد' },
  { path: '/integrators/create', en: 'Plates in sessions', ar: 'اللوحات في الجلسات' },
  { path: '/access-log', en: 'Data export', ar: 'تصدير بيانات' },
  { path: '/privacy', en: 'Guests’ plates and tickets', ar: 'لوحات الزوار وتذاكرهم' },
  { path: '/merchants', en: 'Waterfront Books', ar: 'مكتبة الواجهة' },
  { path: '/merchants/1/show', en: 'Validator accounts', ar: 'حسابات المعتمِدين' },
  { path: '/merchants/1', en: 'Billing', ar: 'الفوترة' },
  { path: '/merchants/create', en: 'Name in Arabic', ar: 'الاسم بالعربية' },
  { path: '/merchants/1/statement', en: 'Parking validation statement', ar: 'كشف اعتماد المواقف' },
  { path: '/merchant-offers', en: 'First hour free', ar: 'الساعة الأولى مجانًا' },
  { path: '/merchant-offers/1', en: 'Stacks with others', ar: 'يُجمع مع غيره' },
  { path: '/merchant-offers/create', en: 'Free minutes', ar: 'الدقائق المجانية' },
  // Public, and open to a signed-in user too.
  { path: '/subscription-request', en: 'Send request', ar: 'إرسال الطلب' },
  { path: '/my-qr#a-subscriber-token', en: 'Show this code at the gate', ar: 'اعرض هذا الرمز عند البوابة' },
  { path: '/access-denied', en: 'Access denied', ar: 'الوصول مرفوض' },
] as const;

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
    screens: SCREENS.map((screen) => screen.path),
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
  const pending = new Set<Request>();
  let lastActivity = Date.now();
  // The tab's live stream stays open for as long as the app runs: it is no loading.
  const counts = (request: Request) => new URL(request.url()).pathname !== '/api/live';
  const started = (request: Request) => {
    if (!counts(request)) return;
    pending.add(request);
    lastActivity = Date.now();
  };
  const ended = (request: Request) => {
    if (!counts(request)) return;
    pending.delete(request);
    lastActivity = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await action();
    // A request that never ends is named, as any other wait that fails, instead of holding the test.
    const givenUp = Date.now() + WAIT_MS;
    while (pending.size > 0 || Date.now() - lastActivity < QUIET_MS) {
      if (Date.now() > givenUp)
        throw new Error(`the network never went quiet: ${[...pending].map((request) => request.url()).join(', ')}`);
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
 * Signed in as the super admin, opens the areas on a phone in each of `layouts.types` (every
 * layout type unless told), expanded and collapsed, in each of `layouts.locales` (both languages
 * unless told), and hands each to `visit` by a name that says which it is.
 */
export async function forEachLayout(
  page: Page,
  baseUrl: string,
  visit: (layout: { name: string; type: LayoutType; collapsed: boolean; locale: Locale }) => Promise<void>,
  layouts: { types?: readonly LayoutType[]; locales?: readonly Locale[] } = {},
) {
  const { types = LAYOUT_TYPES, locales = LOCALES } = layouts;
  await page.goto(`${baseUrl}/sign-in`);
  await signIn(page, DEMO.superAdmin.email, DEMO.superAdmin.password);
  for (const locale of locales) {
    await setLocale(page, locale);
    for (const type of types) {
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
