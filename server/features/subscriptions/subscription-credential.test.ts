import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPlateArabic, formatPlateLatin } from '../../../domain/plates';
import { ROLE } from '../../../domain/roles';
import { outbox, paymentMethods } from '../../db/schema';
import { credentialPng } from './credential-mail';
import { areaBody, planBody, subscriptionBody } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { decide } from '../../test/decisions';
import { createThrough, expectError } from '../../test/rest';
import { leafParts, type MimePart, parseMime, type SmtpSink, startSmtpSink } from '../../test/smtp-sink';

let t: TestApp;
let sink: SmtpSink;
let admin: string;
let place: { area_id: number; plan_id: number };
let plan: { id: number; name_en: string; name_ar: string };
let cash: number;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: 1000, SMTP_URL: sink.url });
  admin = await t.bearer(ROLE.admin);
  const superAdmin = await t.bearer(ROLE.superAdmin);
  const area = await createThrough(t, superAdmin, 'areas', areaBody());
  plan = (await createThrough(
    t,
    superAdmin,
    'subscription-plans',
    planBody(area.id, { max_vehicles: 2 }),
  )) as typeof plan;
  place = { area_id: area.id, plan_id: plan.id };
  cash = (await t.database.db.select().from(paymentMethods).where(eq(paymentMethods.code, 'cash')))[0]!.id;
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const post = (url: string, token: string, payload: object = {}) => t.request({ method: 'POST', url, token, payload });

/** A new subscription, approved: its record, the QR token answered once, and its plate. */
async function approved(overrides: Record<string, unknown> = {}) {
  const body = subscriptionBody(place, overrides);
  const record = await createThrough(t, admin, 'subscriptions', body);
  const response = await decide(t, {
    url: `/api/subscriptions/${record.id}/approve`,
    token: admin,
    payload: { payment_method_id: cash },
  });
  expect(response.statusCode, response.body).toBe(200);
  const plate = { letters: body.vehicles[0]!.plate_letters, number: body.vehicles[0]!.plate_number };
  return {
    record: response.json() as { id: number; reference: string; email: string | null },
    token: response.json().qr_token as string,
    plate,
  };
}

const send = (id: number, token: string, lang: 'en' | 'ar', caller = admin) =>
  post(`/api/subscriptions/${id}/send-credential`, caller, { channel: 'email', lang, qr_token: token });

const textOf = (part: MimePart) => part.body.toString('utf8');

describe('sending the QR credential by mail', () => {
  it('mails the subscriber the QR code as an inline PNG with the subscription in English', async () => {
    const { record, token, plate } = await approved();
    const before = sink.mails.length;
    const response = await send(record.id, token, 'en');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ to: record.email, delivered: true });
    expect(sink.mails).toHaveLength(before + 1);
    const mail = sink.mails.at(-1)!;
    expect(mail.to).toEqual([record.email]);
    const message = parseMime(mail.raw);
    expect(message.headers['content-language']).toBe('en');
    expect(message.headers.subject).toContain(record.reference);
    const parts = leafParts(message);
    const text = textOf(parts.find((part) => part.headers['content-type']?.startsWith('text/plain'))!);
    const html = textOf(parts.find((part) => part.headers['content-type']?.startsWith('text/html'))!);
    for (const detail of [plan.name_en, formatPlateLatin(plate), record.reference]) expect(text).toContain(detail);
    const image = parts.find((part) => part.headers['content-type']?.startsWith('image/png'))!;
    const cid = /^<(.+)>$/.exec(image.headers['content-id']!)![1]!;
    expect(html).toContain(`src="cid:${cid}"`);
    expect(image.headers['content-disposition']).toMatch(/^inline/);
    // The image is the QR code of the token the approval answered, which a gate then takes.
    expect(image.body.equals(await credentialPng(token))).toBe(true);
    expect(text + html).not.toContain(token);
    const [kept] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, record.email!))
      .orderBy(desc(outbox.id))
      .limit(1);
    expect(kept!.body).not.toContain(token);
    expect(kept!.sent_at).not.toBeNull();
  });

  it('writes it in Arabic when asked: the plan, the plate and the text in Arabic', async () => {
    const { record, token, plate } = await approved();
    expect((await send(record.id, token, 'ar')).statusCode).toBe(200);
    const message = parseMime(sink.mails.at(-1)!.raw);
    expect(message.headers['content-language']).toBe('ar');
    const parts = leafParts(message);
    const text = textOf(parts.find((part) => part.headers['content-type']?.startsWith('text/plain'))!);
    const html = textOf(parts.find((part) => part.headers['content-type']?.startsWith('text/html'))!);
    for (const detail of [plan.name_ar, formatPlateArabic(plate), 'اشتراكك في المواقف فعّال'])
      expect(text).toContain(detail);
    expect(html).toContain('dir="rtl"');
  });

  it('sends only the current code: after a reissue the old token is refused and nothing is mailed', async () => {
    const { record, token } = await approved();
    const reissued = await post(`/api/subscriptions/${record.id}/qr`, admin);
    expect(reissued.statusCode).toBe(200);
    const before = sink.mails.length;
    expectError(await send(record.id, token, 'en'), 409, 'credential_replaced');
    expectError(await send(record.id, 'not-a-token', 'en'), 409, 'credential_replaced');
    expect(sink.mails).toHaveLength(before);
    expect((await send(record.id, reissued.json().qr_token, 'en')).statusCode).toBe(200);
    expect(sink.mails).toHaveLength(before + 1);
  });

  it('refuses a subscription without an email and one that is not active', async () => {
    const { record, token } = await approved({ email: null });
    expectError(await send(record.id, token, 'en'), 422, 'no_email');
    const pending = await createThrough(t, admin, 'subscriptions', subscriptionBody(place));
    expectError(await send(pending.id, token, 'en'), 409, 'subscription_not_active');
  });

  it('is staff work: a gate employee and a company manager are refused and nothing is mailed', async () => {
    const { record, token } = await approved();
    const before = sink.mails.length;
    for (const role of [ROLE.gateEmployee, ROLE.companyManager]) {
      expectError(await send(record.id, token, 'en', await t.bearer(role)), 403, 'forbidden');
    }
    expect(sink.mails).toHaveLength(before);
    const superAdmin = await t.bearer(ROLE.superAdmin);
    expect((await send(record.id, token, 'en', superAdmin)).statusCode).toBe(200);
  });

  it('takes only its own fields: another channel or an unknown field is a 400', async () => {
    const { record, token } = await approved();
    expect(
      (
        await post(`/api/subscriptions/${record.id}/send-credential`, admin, {
          channel: 'fax',
          lang: 'en',
          qr_token: token,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await post(`/api/subscriptions/${record.id}/send-credential`, admin, {
          channel: 'email',
          lang: 'en',
          qr_token: token,
          to: 'x@y.sa',
        })
      ).statusCode,
    ).toBe(400);
  });
});
