import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../domain/roles';
import { paymentMethods } from '../db/schema';
import { DEMO_ACCOUNTS } from '../seed/demo-data';
import { publicUrlWarning } from './public-url';
import { decide } from '../test/decisions';
import { areaBody, planBody, subscriptionBody } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/harness';
import { createThrough } from '../test/rest';
import { filePublicRequest } from '../test/public-requests';
import { parseMime, type SmtpSink, startSmtpSink } from '../test/smtp-sink';

/** Links in mail and messages on a server whose PUBLIC_URL is not set, listening on port 3001. */

const KEY = 'public-url-test-key';
const PORT = 3001;
let sink: SmtpSink;
let t: TestApp;
let superAdmin: string;
let place: { area_id: number; plan_id: number };

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: 1000, SMTP_URL: sink.url, PUBLIC_API_KEY: KEY, PORT });
  superAdmin = await t.bearer(ROLE.superAdmin);
  const area = await createThrough(t, superAdmin, 'areas', areaBody());
  const plan = await createThrough(t, superAdmin, 'subscription-plans', planBody(area.id));
  place = { area_id: area.id, plan_id: plan.id };
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

describe('without PUBLIC_BASE_URL', () => {
  it('says so at start, naming where links lead and what to set', () => {
    expect(publicUrlWarning({ PUBLIC_URL: undefined, PORT })).toBe(
      'PUBLIC_BASE_URL is not set: links in mail lead to http://localhost:3001 (those staff send, to the address they use). ' +
        'Set PUBLIC_BASE_URL to the address people reach the app at.',
    );
    expect(publicUrlWarning({ PUBLIC_URL: 'https://parking.example.sa', PORT })).toBeUndefined();
  });

  it('links a reminder staff send to the address they reach the app at', async () => {
    const { id } = await createThrough(
      t,
      superAdmin,
      'subscriptions',
      subscriptionBody(place, { phone: '0501234567' }),
    );
    const [cash] = await t.database.db.select().from(paymentMethods).where(eq(paymentMethods.code, 'cash'));
    const approved = await decide(t, {
      url: `/api/subscriptions/${id}/approve`,
      token: superAdmin,
      payload: { payment_method_id: cash!.id },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const message = await t.request({
      method: 'GET',
      url: `/api/subscriptions/${id}/reminder?lang=en`,
      token: superAdmin,
      headers: { host: 'parking.operator.sa:8443' },
    });
    expect(message.json().text).toContain('http://parking.operator.sa:8443/my-subscription');
  });

  it("never takes an anonymous caller's Host into staff's mail: a public request's notice leads to this server", async () => {
    const request = await filePublicRequest(
      t,
      KEY,
      {
        applicant_name: 'Huda Al-Shehri',
        phone: '0551234568',
        email: 'huda.public-url@example.sa',
        ...place,
        plate_number: '4322',
      },
      { host: 'attacker.example' },
    );
    const superAdminEmail = DEMO_ACCOUNTS.find((account) => account.role_id === ROLE.superAdmin)!.email;
    const notice = sink.mails.find((mail) => mail.to.includes(superAdminEmail));
    const text = parseMime(notice!.raw).body.toString('utf8');
    expect(text).toContain(`http://localhost:3001/subscriptions/${request.id}/show`);
    expect(text).not.toContain('attacker.example');
  });
});
