import { mailedCode } from '../../test/mailed-codes';
import { readFileSync } from 'node:fs';
import { getTableName } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { formatPlateArabic, plateKey } from '../../../domain/plates';
import { readSubject, type Subject } from '../../../domain/privacy';
import { ROLE } from '../../../domain/roles';
import {
  automaticRenewals,
  companies,
  companySubscriptions,
  companySubscriptionVehicles,
  subscriptions,
} from '../../db/schema';
import { PERSONAL_DATA_INVENTORY, eraseEverywhere } from './personal-data-inventory';
import { findSubjectRecords } from './subject-records';
import { decide } from '../../test/decisions';
import { areaBody, gateBody, planBody } from '../../test/fixtures';
import { actedOn, cardBody } from '../../test/parking-cards';
import { createTestApp, type TestApp } from '../../test/harness';
import { namesPerson, outsideLegalHolds, scanDatabase, type ScannedPerson } from '../../test/personal-data-scan';
import { createThrough, listUrl } from '../../test/rest';
import { IN_THE_PAST } from '../../test/stays';

const PUBLIC_KEY = 'inventory-test-public-key';
const PERSON: Required<ScannedPerson> = {
  plate: { letters: 'KZV', number: '7731' },
  phone: '+966559917731',
  email: 'zubayda.qirmizi@example.com',
  name: 'Zubayda Qirmizi',
};
const PLATE = plateKey(PERSON.plate);
const PHOTO = `https://camera.example/lane-1/${PLATE}-0001.jpg`;

let t: TestApp;
let superAdmin: string;
let admin: string;
let gate: number;
let camera: string;
let integratorKey: string;
/** An exit the lane sends again after the erase: it gets the stored answer back. */
let repeatedExit: object;
let events = 0;
const nextEvent = () => `inventory-${++events}`;

const staff = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.request({ method, url, token, ...(payload ? { payload } : {}) });

async function ok(response: Promise<{ statusCode: number; body: string }>, status = 200) {
  const answered = await response;
  expect(answered.statusCode, answered.body).toBe(status);
  return answered;
}

/** The person as an applicant: a public request (the plate in Arabic) that is rejected, with its mail. */
async function applies(areaId: number) {
  const plan = await createThrough(t, superAdmin, 'subscription-plans', planBody(areaId));
  const [arabicLetters, arabicNumber] = [
    formatPlateArabic(PERSON.plate).split(' ').slice(0, -1).join(' '),
    formatPlateArabic(PERSON.plate).split(' ').at(-1)!,
  ];
  const filed = await ok(
    t.request({
      method: 'POST',
      url: '/api/public/subscription-requests',
      headers: { 'x-api-key': PUBLIC_KEY },
      payload: {
        applicant_name: PERSON.name,
        phone: '055 991 7731',
        email: PERSON.email,
        area_id: areaId,
        plan_id: plan.id,
        vehicles: [{ plate_letters: arabicLetters, plate_number: arabicNumber, model: 'Sedan', colour: 'White' }],
        applicant_notes: `Call ${PERSON.name}`,
        website: '',
      },
    }),
    201,
  );
  const reference = JSON.parse(filed.body).reference as string;
  const found = await ok(staff(admin, 'GET', listUrl('subscriptions', { filter: { q: reference } })));
  const [request] = JSON.parse(found.body) as Array<{ id: number }>;
  await ok(
    decide(t, { url: `/api/subscriptions/${request!.id}/reject`, token: admin, payload: { reason: 'No space' } }),
  );
}

/** The person as a company's subscriber, rejected: written as the company's manager would leave it. */
async function companySubscriber() {
  const [company] = await t.app.db.select({ id: companies.id }).from(companies).limit(1);
  const [made] = await t.app.db
    .insert(companySubscriptions)
    .values({
      company_id: company!.id,
      subscriber_name: PERSON.name,
      phone: PERSON.phone,
      email: PERSON.email,
      status: 'rejected',
      rejection_reason: 'No space',
    })
    .returning();
  await t.app.db
    .insert(companySubscriptionVehicles)
    .values({ subscription_id: made!.id, plate_letters: PERSON.plate.letters, plate_number: PERSON.plate.number });
}

const PLATE_TEXT = `${PERSON.plate.letters} ${PERSON.plate.number}`;

/** The person as a guest: two paid stays, each exit repeated by its lane; then read by the lane's camera with a picture, the barrier opened by hand beside it. */
async function parks() {
  const read = { plate: PLATE_TEXT, confidence: 0.99, alternatives: [] };
  // The earlier stay first: a stay never enters before its plate last left the area.
  const entry = {
    gate_id: gate,
    event_id: nextEvent(),
    plate: PLATE_TEXT,
    ...IN_THE_PAST,
    occurred_at: new Date(Date.now() - 110 * 60_000).toISOString(),
  };
  await ok(staff(superAdmin, 'POST', '/api/gate/entries', entry), 201);
  await ok(staff(superAdmin, 'POST', '/api/gate/entries', entry), 201);
  repeatedExit = { gate_id: gate, event_id: nextEvent(), plate: PLATE_TEXT, payment_method: 'cash' };
  await ok(staff(superAdmin, 'POST', '/api/gate/exits', repeatedExit));
  await ok(staff(superAdmin, 'POST', '/api/gate/exits', repeatedExit));
  const entered = await ok(
    t.request({
      method: 'POST',
      url: '/api/lane/entries',
      headers: { authorization: `Device ${camera}` },
      payload: { event_id: nextEvent(), read, photo_url: PHOTO },
    }),
  );
  expect(JSON.parse(entered.body)).toMatchObject({ action: 'open' });
  await ok(staff(admin, 'POST', '/api/gate/barrier-opens', { gate_id: gate, reason: 'Ticket jammed' }), 201);
  await ok(
    staff(admin, 'POST', '/api/gate/exits', {
      gate_id: gate,
      event_id: nextEvent(),
      plate: read.plate,
      payment_method: 'cash',
    }),
  );
}

/** A guest's parking card lent to the person's plate, then lost with them. */
async function losesACard(areaId: number) {
  const card = await createThrough(t, superAdmin, 'parking-carts', cardBody(areaId));
  await actedOn(t, superAdmin, card.id, 'issue', {
    plate_letters: PERSON.plate.letters,
    plate_number: PERSON.plate.number,
  });
  await actedOn(t, superAdmin, card.id, 'lost');
}

/** Staff look the person up: the stays searched by plate, the plate's history, an export. */
async function isReadAbout() {
  await ok(staff(admin, 'GET', listUrl('vehicles', { filter: { q: PLATE } })));
  await ok(staff(admin, 'GET', `/api/vehicles/plate-history?plate=${PLATE}`));
  await ok(staff(admin, 'POST', '/api/subject-requests/export', { kind: 'phone', value: PERSON.phone }));
}

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_API_KEY: PUBLIC_KEY, LOGIN_RATE_LIMIT_PER_MINUTE: 1000 });
  [superAdmin, admin] = await Promise.all([t.bearer(ROLE.superAdmin), t.bearer(ROLE.admin)]);
  const types = JSON.parse((await staff(superAdmin, 'GET', '/api/gate-types')).body) as Array<{
    id: number;
    code: string;
  }>;
  const area = await createThrough(t, superAdmin, 'areas', areaBody());
  gate = (
    await createThrough(t, superAdmin, 'gates', gateBody(area.id, types.find((type) => type.code === 'entry_exit')!.id))
  ).id;
  const device = await createThrough(t, admin, 'lane-devices', { gate_id: gate, kind: 'camera', name: 'Camera' });
  camera = device.key as string;
  const integrator = await createThrough(t, superAdmin, 'integrators', {
    name: 'Partner with plates',
    scopes: ['sessions:read', 'sessions:plates', 'webhooks:manage'],
    area_ids: null,
  });
  integratorKey = integrator.key as string;
  await ok(
    t.request({
      method: 'POST',
      url: '/api/open/v4/webhooks',
      headers: { authorization: `Integrator ${integratorKey}` },
      payload: {
        endpoint: 'https://partner.example/parking-hook',
        topics: ['session.started', 'session.ended', 'payment.recorded'],
      },
    }),
    201,
  );
  await applies(area.id);
  await signsInToTheirPage();
  await companySubscriber();
  await parks();
  await losesACard(area.id);
  await isReadAbout();
});
afterAll(() => t.close());

/**
 * The applicant signs in to their own page, by mail and by text message: codes and sessions keep
 * their email and their mobile number, the outbox the text message. Their card,
 * saved for automatic renewal while the subscription ran, keeps it too (written as turning it on leaves it).
 */
async function signsInToTheirPage() {
  const [subscription] = await t.app.db.select({ id: subscriptions.id }).from(subscriptions);
  await t.app.db.insert(automaticRenewals).values({
    subscription_id: subscription!.id,
    email: PERSON.email.toLowerCase(),
    gateway: 'simulator',
    card_token: 'token_inventory',
    card_brand: 'mada',
    card_last_four: '1010',
    card_month: 9,
    card_year: 2030,
  });
  for (const [contact, recipient] of [
    [{ email: PERSON.email }, PERSON.email.toLowerCase()],
    [{ phone: PERSON.phone }, PERSON.phone],
  ] as const) {
    await ok(t.request({ method: 'POST', url: '/api/public/subscriber/codes', payload: contact }), 202);
    await t.app.background.settled();
    const otp = await mailedCode(t, recipient);
    await ok(t.request({ method: 'POST', url: '/api/public/subscriber/sessions', payload: { ...contact, otp } }));
  }
}

/** The person's identifiers, each as a data subject's request names them. */
const SUBJECTS: Subject[] = [
  readSubject('phone', PERSON.phone)!,
  readSubject('email', PERSON.email)!,
  readSubject('plate', PLATE)!,
];

/** Places another place's erase redacts too (a stay's lane reads and validations, a subscription's vehicles): skipping one alone leaves nothing. */
const ERASED_WITH_ANOTHER = new Set([
  'lane_reads',
  'merchant_validations',
  'subscription_vehicles',
  'company_vehicles',
]);

class Undone extends Error {}

it('finds the person in every place of the inventory they were put in, and a place an erase skips still holds them', async () => {
  const before = await scanDatabase(t.app.db, PERSON);
  const tablesBefore = new Set(before.map((hit) => hit.table));
  const reached = PERSONAL_DATA_INVENTORY.filter((place) => place.erase && !ERASED_WITH_ANOTHER.has(place.name));
  for (const place of reached) {
    await t.app.db
      .transaction(async (tx) => {
        for (const subject of SUBJECTS)
          await eraseEverywhere(
            tx,
            subject,
            await findSubjectRecords(tx, subject),
            new Date(),
            PERSONAL_DATA_INVENTORY.filter((other) => other !== place),
          );
        const left = outsideLegalHolds(await scanDatabase(tx, PERSON, { tables: [getTableName(place.table)] }));
        expect(left.length, `${place.name}: ${JSON.stringify(left)}`).toBeGreaterThan(0);
        throw new Undone();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Undone)) throw error;
      });
    expect(tablesBefore, place.name).toContain(getTableName(place.table));
  }
}, 120_000);

it('erases the person everywhere but the legal holds, in the database and in every answer that could show them', async () => {
  for (const { kind, key } of SUBJECTS)
    await ok(staff(admin, 'POST', '/api/subject-requests/erase', { kind, value: key }));
  // After the erase: the lane repeats the exit, and the barrier is opened by hand again beside the camera.
  const repeated = await ok(staff(superAdmin, 'POST', '/api/gate/exits', repeatedExit));
  expect(namesPerson(repeated.body, PERSON)).toBeUndefined();
  await ok(staff(admin, 'POST', '/api/gate/barrier-opens', { gate_id: gate, reason: 'Delivery van' }), 201);

  expect(outsideLegalHolds(await scanDatabase(t.app.db, PERSON))).toEqual([]);

  const answers = [
    '/api/dashboard',
    listUrl('vehicles'),
    listUrl('payment-transactions'),
    listUrl('subscriptions'),
    listUrl('company-subscriptions'),
    listUrl('audit-log'),
    listUrl('access-log'),
    listUrl('lane-devices'),
  ];
  for (const url of answers) {
    const answer = await ok(staff(superAdmin, 'GET', url));
    expect(namesPerson(answer.body, PERSON), url).toBeUndefined();
  }
  const sessions = await ok(
    t.request({
      method: 'GET',
      url: '/api/open/v4/sessions',
      headers: { authorization: `Integrator ${integratorKey}` },
    }),
  );
  expect(namesPerson(sessions.body, PERSON)).toBeUndefined();
});

/** The inventory as docs/privacy.md shows it, a row a place. */
function inventoryTable(): string {
  const rows = PERSONAL_DATA_INVENTORY.map((place) => {
    const retention = typeof place.retention === 'string' ? place.retention : `period \`${place.retention.kind}\``;
    const kept = place.kept ? `${place.kept.columns.join(', ')}: ${place.kept.reason}` : '—';
    const columns = place.columns.map((column) => `\`${column}\``).join(', ') || '—';
    return `| ${place.name} | \`${getTableName(place.table)}\` | ${columns} | ${place.holds.join(', ') || '—'} | ${retention} | ${place.erase ? 'redacted' : 'kept whole'} | ${kept} |`;
  });
  return [
    '| Place | Table | Columns or JSON fields | Can hold | Kept for | Erase | What stays, and why (legal hold) |',
    '|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

it('is the inventory docs/privacy.md shows', () => {
  const doc = readFileSync(new URL('../../../docs/privacy.md', import.meta.url), 'utf8');
  const shown = /<!-- inventory -->\n([\s\S]*?)\n<!-- \/inventory -->/.exec(doc)?.[1];
  expect(shown, 'docs/privacy.md: the table between <!-- inventory --> and <!-- /inventory -->').toBe(inventoryTable());
});
