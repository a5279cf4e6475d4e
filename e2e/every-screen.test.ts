import { expect, test } from 'vitest';
import { DEMO, signIn, setUpJourney } from './browser';

const journey = setUpJourney();

/** Each screen, and a text that shows once it has loaded, in English and in Arabic. */
const SCREENS = [
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

const LAYOUTS = [
  ['Stacked side navigation', 'stackedSide'],
  ['Top bar', 'topBarClassic'],
  ['Frameless side navigation', 'framelessSide'],
  ['Navigation over the content', 'contentOverlay'],
  ['Blank (content only)', 'blank'],
  ['Collapsible side navigation', 'collapsibleSide'],
] as const;

async function signInAsSuperAdmin() {
  const { page, baseUrl } = journey;
  await page.goto(`${baseUrl}/sign-in`);
  await signIn(page, DEMO.superAdmin.email, DEMO.superAdmin.password);
}

// One test a language: each walks every screen within its own time.
test.each(['en', 'ar'] as const)(
  'every screen of a super admin opens without a console warning, in %s',
  async (locale) => {
    const { page, baseUrl } = journey;
    await signInAsSuperAdmin();
    await page.evaluate((value) => localStorage.setItem('locale', value), locale);
    for (const screen of SCREENS) {
      await page.goto(`${baseUrl}${screen.path}`);
      await page.getByText(screen[locale], { exact: false }).first().waitFor();
    }
    journey.expectNoProblems();
  },
);

test('every layout and the dark mode are chosen, kept and shown without a console warning', async () => {
  const { page, baseUrl } = journey;
  await signInAsSuperAdmin();
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

test('a company manager sees the company by its Arabic name and its quota, in Arabic', async () => {
  const { page, baseUrl } = journey;
  await page.goto(`${baseUrl}/sign-in`);
  await page.evaluate(() => localStorage.setItem('locale', 'ar'));
  await signIn(page, DEMO.manager.email, DEMO.manager.password);
  await page.waitForURL(`${baseUrl}/company-dashboard`);
  await page.getByRole('heading', { name: 'شركة النور للتجارة' }).waitFor();
  await page.getByText('حصة الاشتراكات').waitFor();
  expect(await page.getByRole('menuitem', { name: 'المناطق', exact: true }).count()).toBe(0);
  journey.expectNoProblems();
});

test('a merchant validator lands on the validation screen and sees nothing else, in Arabic', async () => {
  const { page, baseUrl } = journey;
  await page.goto(`${baseUrl}/sign-in`);
  await page.evaluate(() => localStorage.setItem('locale', 'ar'));
  await signIn(page, DEMO.validator.email, DEMO.validator.password);
  await page.waitForURL(`${baseUrl}/validate`);
  await page.getByRole('heading', { name: 'اعتماد المواقف', level: 1 }).waitFor();
  await page.getByRole('button', { name: 'ابحث عن السيارة' }).waitFor();
  expect(await page.getByRole('menuitem', { name: 'المناطق', exact: true }).count()).toBe(0);
  journey.expectNoProblems();
});
