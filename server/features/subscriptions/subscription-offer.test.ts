import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDate } from '../../../domain/local-date';
import { formatPlateArabic } from '../../../domain/plates';
import { ROLE } from '../../../domain/roles';
import { subscriptionEndDate } from '../../../domain/subscription-period';
import { areaBody, gateBody, planBody, subscriptionBody } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { createThrough, expectError } from '../../test/rest';

let t: TestApp;
let admin: string;
let place: { area_id: number; plan_id: number };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.bearer(ROLE.admin);
  const superAdmin = await t.bearer(ROLE.superAdmin);
  const area = await createThrough(t, superAdmin, 'areas', areaBody({ name: 'Offer Tower', name_ar: 'برج العرض' }));
  const gateTypes = (await t.request({ method: 'GET', url: '/api/gate-types', token: superAdmin })).json() as Array<{
    id: number;
    code: string;
  }>;
  const entry = gateTypes.find((type) => type.code === 'entry')!.id;
  await createThrough(
    t,
    superAdmin,
    'gates',
    gateBody(area.id, entry, { name: 'North Entrance', name_ar: 'المدخل الشمالي' }),
  );
  const plan = await createThrough(
    t,
    superAdmin,
    'subscription-plans',
    planBody(area.id, {
      name_en: 'Offer Monthly',
      name_ar: 'باقة العرض الشهرية',
      price: 250,
      duration: 30,
      duration_unit: 'days',
    }),
  );
  place = { area_id: area.id, plan_id: plan.id };
});
afterAll(() => t.close());

const offer = (id: number, lang?: string, token = admin) =>
  t.request({ method: 'GET', url: `/api/subscriptions/${id}/offer${lang ? `?lang=${lang}` : ''}`, token });

describe('GET /api/subscriptions/:id/offer', () => {
  it("writes the offer of a pending request in the language asked, with the dates approval would give it today, and opens it to the applicant's mobile", async () => {
    const subscription = await createThrough(
      t,
      admin,
      'subscriptions',
      subscriptionBody(place, {
        phone: '0551234567',
        vehicles: [{ plate_letters: 'ABJ', plate_number: '1234', model: 'Camry', colour: 'White' }],
      }),
    );
    const start = localDate(new Date());
    const end = subscriptionEndDate(start, 30, 'days');

    const english = await offer(subscription.id, 'en');
    expect(english.statusCode, english.body).toBe(200);
    const { text, chat_url } = english.json() as { text: string; chat_url: string };
    for (const part of [
      'Offer Monthly',
      'Offer Tower',
      'North Entrance',
      '250.00',
      '1234 ABJ',
      'Camry',
      'White',
      'SA03 8000 0000 6080 1016 7519',
      'Example Bank',
    ])
      expect(text).toContain(part);
    expect(chat_url).toBe(`https://wa.me/966551234567?text=${encodeURIComponent(text)}`);
    expect(text).toContain(String(Number(end.slice(8, 10))));

    const arabic = (await offer(subscription.id, 'ar')).json() as { text: string };
    for (const part of [
      'باقة العرض الشهرية',
      'برج العرض',
      'المدخل الشمالي',
      formatPlateArabic({ letters: 'ABJ', number: '1234' }),
    ])
      expect(arabic.text).toContain(part);
    expect(arabic.text).not.toMatch(/Offer Monthly|Offer Tower/);
  });

  it('answers no chat link for an applicant without a mobile, and refuses a language it does not write', async () => {
    const subscription = await createThrough(t, admin, 'subscriptions', subscriptionBody(place, { phone: null }));
    expect((await offer(subscription.id)).json()).toMatchObject({ chat_url: null });
    expect((await offer(subscription.id, 'fr')).statusCode).toBe(400);
  });

  it('is read by those who read subscriptions only, and 404 for one that does not exist', async () => {
    const subscription = await createThrough(t, admin, 'subscriptions', subscriptionBody(place));
    expectError(await offer(subscription.id, 'en', await t.bearer(ROLE.gateEmployee)), 403, 'forbidden');
    expectError(await offer(999_999, 'en'), 404, 'not_found');
  });
});
