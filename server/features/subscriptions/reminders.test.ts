import type { StoredCompanySubscriptionStatus } from '../../../domain/subscription-status';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../domain/local-date';
import { ROLE } from '../../../domain/roles';
import { companies, companySubscriptions, paymentMethods, subscriptions } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../../seed/demo-data';
import { createMailer } from '../../core/mailer';
import { sendDueReminders } from './reminders';
import { companyPlacement } from '../../test/company-placement';
import { areaBody, companyBody, employeeBody, planBody, subscriptionBody } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { decide } from '../../test/decisions';
import { createThrough, expectError } from '../../test/rest';
import { filePublicRequest } from '../../test/public-requests';
import { parseMime, type SmtpSink, startSmtpSink } from '../../test/smtp-sink';

const KEY = 'reminders-test-public-key';
const PUBLIC_URL = 'https://parking.example.sa';
const DAY = 24 * 60 * 60_000;

let sink: SmtpSink;
let t: TestApp;
let superAdmin: string;
let place: { area_id: number; plan_id: number };
let cash: number;
/** The app's now: a test moves it a few days on. */
let now = new Date();

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp(
    { LOGIN_RATE_LIMIT_PER_MINUTE: 1000, SMTP_URL: sink.url, PUBLIC_URL, PUBLIC_API_KEY: KEY },
    { now: () => now },
  );
  superAdmin = await t.bearer(ROLE.superAdmin);
  const area = await createThrough(t, superAdmin, 'areas', areaBody());
  const plan = await createThrough(t, superAdmin, 'subscription-plans', planBody(area.id));
  place = { area_id: area.id, plan_id: plan.id };
  cash = (await t.database.db.select().from(paymentMethods).where(eq(paymentMethods.code, 'cash')))[0]!.id;
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

/** One round of the periodic job, as the server runs it, mailing by SMTP to the sink. */
async function runReminders() {
  const mailer = createMailer({
    db: t.database.db,
    log: t.app.log,
    smtpUrl: sink.url,
    from: 'Parking <no-reply@parking.test>',
    logBodies: false,
  });
  await sendDueReminders(t.database.db, mailer, t.app.clock, {
    publicUrl: PUBLIC_URL,
    REMINDER_DAYS_BEFORE: 7,
    OFFER_CONTACT_PHONE: '+966112345678',
    OFFER_CONTACT_EMAIL: 'subscriptions@parking.example',
  });
}

const mailsTo = (email: string) =>
  sink.mails.filter((mail) => mail.to.includes(email)).map((mail) => parseMime(mail.raw));
const textOf = (mail: ReturnType<typeof parseMime>) => mail.body.toString('utf8');

async function approvedSubscription(overrides: Record<string, unknown> = {}) {
  const body = subscriptionBody(place, overrides);
  const created = await createThrough(t, superAdmin, 'subscriptions', body);
  const approved = await decide(t, {
    url: `/api/subscriptions/${created.id}/approve`,
    token: superAdmin,
    payload: { payment_method_id: cash },
  });
  expect(approved.statusCode, approved.body).toBe(200);
  return { id: created.id, email: body.email };
}

const endOn = (id: number, end: string) =>
  t.database.db.update(subscriptions).set({ end_date: end }).where(eq(subscriptions.id, id));

describe('the reminder before a subscription ends', () => {
  it('is mailed once, in both languages with the renewal link, from a week before its last day', async () => {
    now = new Date();
    const today = t.app.clock.today();
    const { id, email } = await approvedSubscription();
    await endOn(id, addDays(today, 8));
    await runReminders();
    expect(mailsTo(email)).toHaveLength(0);

    now = new Date(Date.now() + DAY);
    await runReminders();
    await runReminders();
    const [mail, ...more] = mailsTo(email);
    expect(more).toHaveLength(0);
    expect(mail!.headers.subject).toBe('اشتراك المواقف ينتهي قريبًا / Your parking subscription ends soon');
    expect(textOf(mail!)).toContain('ينتهي اشتراكك');
    // Mailed, it has an email to sign in with: it is renewed and paid on the subscriber's own page.
    expect(textOf(mail!)).toContain(`${PUBLIC_URL}/my-subscription`);

    // Renewed to a later end, it is reminded of again when that end comes near.
    await endOn(id, addDays(today, 30));
    now = new Date(Date.now() + 25 * DAY);
    await runReminders();
    expect(mailsTo(email)).toHaveLength(2);
    now = new Date();
  });

  it('is not mailed for a request still pending or rejected, whatever dates it holds', async () => {
    const today = t.app.clock.today();
    const pending = subscriptionBody(place);
    const { id: pendingId } = await createThrough(t, superAdmin, 'subscriptions', pending);
    const rejected = subscriptionBody(place);
    const { id: rejectedId } = await createThrough(t, superAdmin, 'subscriptions', rejected);
    const refused = await decide(t, {
      url: `/api/subscriptions/${rejectedId}/reject`,
      token: superAdmin,
      payload: { reason: 'No space left' },
    });
    expect(refused.statusCode, refused.body).toBe(200);
    await endOn(pendingId, addDays(today, 2));
    await endOn(rejectedId, addDays(today, 2));
    await runReminders();
    expect(mailsTo(pending.email)).toHaveLength(0);
    expect(mailsTo(rejected.email)).toHaveLength(0);
  });
});

describe("the reminder before a company's quota ends", () => {
  it("is mailed once to its manager, and never for a deactivated company's", async () => {
    const today = t.app.clock.today();
    const placement = await companyPlacement(t, superAdmin);
    const ending = companyBody(placement, {
      quota_valid_from: addDays(today, -300),
      quota_valid_to: addDays(today, 3),
    });
    await createThrough(t, superAdmin, 'companies', ending);
    const off = companyBody(placement, {
      quota_valid_from: addDays(today, -300),
      quota_valid_to: addDays(today, 3),
      is_active: false,
    });
    await createThrough(t, superAdmin, 'companies', off);
    await runReminders();
    await runReminders();
    const mails = mailsTo(ending.admin_email);
    expect(mails).toHaveLength(1);
    expect(textOf(mails[0]!)).toContain("Your company's subscription quota ends on");
    expect(mailsTo(off.admin_email)).toHaveLength(0);
    const [company] = await t.database.db.select().from(companies).where(eq(companies.name, ending.name));
    expect(company!.quota_reminded_for).toBe(addDays(today, 3));
  });
});

describe("the reminder before a company subscriber's parking ends", () => {
  it('is mailed once to the subscriber, in both languages, only while the subscription and its company are active', async () => {
    const today = t.app.clock.today();
    const placement = await companyPlacement(t, superAdmin);
    const body = companyBody(placement, { quota_valid_from: addDays(today, -300), quota_valid_to: addDays(today, 60) });
    const company = await createThrough(t, superAdmin, 'companies', body);
    const subscriber = (email: string, status: StoredCompanySubscriptionStatus) => ({
      company_id: company.id,
      subscriber_name: 'Reem Al-Qahtani',
      phone: '+966501234567',
      email,
      area_id: placement.area_id,
      status,
      start_date: addDays(today, -20),
      end_date: addDays(today, 5),
    });
    await t.database.db
      .insert(companySubscriptions)
      .values([subscriber('reem@company.example', 'active'), subscriber('pending@company.example', 'pending')]);
    await runReminders();
    await runReminders();
    const [mail, ...more] = mailsTo('reem@company.example');
    expect(more).toHaveLength(0);
    expect(mail!.headers.subject).toBe(
      'اشتراك الوقوف من شركتك ينتهي قريبًا / Your company parking subscription ends soon',
    );
    expect(textOf(mail!)).toContain(`The parking subscription ${body.name} gives you at`);
    expect(textOf(mail!)).toContain('للتجديد، تواصل مع مسؤول المواقف في شركتك.');
    expect(mailsTo('pending@company.example')).toHaveLength(0);
  });
});

describe('the reminder as a chat message, for staff to send', () => {
  it("opens the subscription's reminder in WhatsApp in the language chosen; a request not approved has none", async () => {
    const body = subscriptionBody(place, { phone: '0501234567' });
    const { id } = await createThrough(t, superAdmin, 'subscriptions', body);
    const message = (lang: string) =>
      t.request({ method: 'GET', url: `/api/subscriptions/${id}/reminder?lang=${lang}`, token: superAdmin });
    expectError(await message('ar'), 409, 'subscription_not_active');
    const approved = await decide(t, {
      url: `/api/subscriptions/${id}/approve`,
      token: superAdmin,
      payload: { payment_method_id: cash },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const arabic = (await message('ar')).json();
    expect(arabic.text).toContain('ينتهي اشتراكك');
    expect(arabic.chat_url).toBe(`https://wa.me/966501234567?text=${encodeURIComponent(arabic.text)}`);
    // With an email to sign in with, it is renewed and paid on the subscriber's own page.
    expect((await message('en')).json().text).toContain("Renew it and pay online on your subscription's page");
    // Without one, renewing is a new request, its area and plan chosen.
    const { id: noEmail } = await createThrough(
      t,
      superAdmin,
      'subscriptions',
      subscriptionBody(place, { email: null }),
    );
    const decided = await decide(t, {
      url: `/api/subscriptions/${noEmail}/approve`,
      token: superAdmin,
      payload: { payment_method_id: cash },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const request = await t.request({
      method: 'GET',
      url: `/api/subscriptions/${noEmail}/reminder?lang=en`,
      token: superAdmin,
    });
    expect(request.json().text).toContain(`/subscription-request?area_id=${place.area_id}&plan_id=${place.plan_id}`);
  });

  it("opens a company's quota reminder to its manager's mobile, for the super admin only", async () => {
    const placement = await companyPlacement(t, superAdmin);
    const body = companyBody(placement);
    const company = await createThrough(t, superAdmin, 'companies', body);
    const url = `/api/companies/${company.id}/reminder?lang=en`;
    const answer = (await t.request({ method: 'GET', url, token: superAdmin })).json();
    expect(answer.text).toContain(`To ${body.name},`);
    expect(answer.chat_url).toMatch(/^https:\/\/wa\.me\/966551234567\?text=/);
    const manager = await t.bearer({ email: body.admin_email, password: body.admin_password });
    expectError(await t.request({ method: 'GET', url, token: manager }), 403, 'forbidden');
  });
});

describe('a public subscription request', () => {
  it('is told by mail to the super admins and the admins of its area, not to those of another', async () => {
    const other = await createThrough(t, superAdmin, 'areas', areaBody());
    const here = await createThrough(t, superAdmin, 'employees', employeeBody({ area_id: place.area_id }));
    const there = await createThrough(t, superAdmin, 'employees', employeeBody({ area_id: other.id }));
    const request = await filePublicRequest(t, KEY, {
      applicant_name: 'فاطمة العتيبي',
      phone: '0551234567',
      email: 'fatimah.notice@example.sa',
      ...place,
      plate_number: '4321',
    });
    const superAdminEmail = DEMO_ACCOUNTS.find((account) => account.role_id === ROLE.superAdmin)!.email;
    for (const email of [superAdminEmail, here.email as string]) {
      const [notice, ...more] = mailsTo(email);
      expect(more, email).toHaveLength(0);
      expect(notice!.headers.subject).toBe('طلب اشتراك جديد / New subscription request');
      expect(textOf(notice!)).toContain(`${PUBLIC_URL}/subscriptions/${request.id}/show`);
      expect(textOf(notice!)).not.toContain('0551234567');
    }
    expect(mailsTo(there.email as string)).toHaveLength(0);
  });
});
