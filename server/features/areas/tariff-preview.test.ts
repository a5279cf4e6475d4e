import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE, ROLE_IDS, ROLE_PERMISSIONS } from '../../../domain/roles';
import { verbPermissions } from '../../../domain/routes';
import { TARIFF_LINE } from '../../../domain/tariff';
import { TYPICAL_PREVIEWS } from '../../../domain/test/tariff-previews';
import { areaBody, demoAccount } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { createThrough, expectError, expectValidationError } from '../../test/rest';

let t: TestApp;
let admin: string;
/** The typical tariff: 30 free minutes, 15 of grace, 60 of cooldown, 5.00 SAR then 3.00 an hour, 50.00 a day. */
let areaId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.bearer(ROLE.admin);
  areaId = (await createThrough(t, admin, 'areas', areaBody())).id;
});
afterAll(() => t.close());

const ENTRY = '2026-03-01T08:00:00.000Z';
const minutesAfter = (minutes: number, from = ENTRY) => new Date(Date.parse(from) + minutes * 60_000).toISOString();
const preview = (payload: object, { token = admin, area = areaId } = {}) =>
  t.request({ method: 'POST', url: `/api/areas/${area}/tariff-preview`, token, payload });

describe('POST /api/areas/:id/tariff-preview', () => {
  it('prices an hour at 5.00 SAR and 2 h 10 min at 11.00 SAR, line by line, money in SAR', async () => {
    const response = await preview({ entry: ENTRY, exit: minutesAfter(130) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(TYPICAL_PREVIEWS.twoHoursTen);
    expect((await preview({ entry: ENTRY, exit: minutesAfter(60) })).json()).toEqual(TYPICAL_PREVIEWS.oneHour);
  });

  it('keeps the halalas of fees with decimals', async () => {
    const decimal = await createThrough(
      t,
      admin,
      'areas',
      areaBody({ hourly_fee: 5.5, after_first_hour_fee: 2.25, daily_cap: 49.99 }),
    );
    expect((await preview({ entry: ENTRY, exit: minutesAfter(130) }, { area: decimal.id })).json()).toMatchObject({
      amount: 10,
      lines: [{ amount: 5.5 }, { values: { hours: 2, fee: 2.25 }, amount: 4.5 }],
    });
    expect((await preview({ entry: ENTRY, exit: minutesAfter(24 * 60) }, { area: decimal.id })).json()).toMatchObject({
      amount: 49.99,
      lines: [{ key: TARIFF_LINE.dailyCap, amount: 49.99 }],
    });
  });

  it('is free within the free minutes and charges the whole stay one minute later', async () => {
    expect((await preview({ entry: ENTRY, exit: minutesAfter(30) })).json()).toEqual({
      amount: 0,
      currency: 'SAR',
      minutes: 30,
      lines: [{ key: TARIFF_LINE.free, values: { minutes: 30 }, amount: 0 }],
    });
    expect((await preview({ entry: ENTRY, exit: minutesAfter(31) })).json()).toMatchObject({ amount: 5, minutes: 31 });
  });

  it('numbers the days of a stay past 24 hours, each priced afresh', async () => {
    expect((await preview({ entry: ENTRY, exit: minutesAfter(24 * 60 + 1) })).json()).toMatchObject({
      amount: 55,
      lines: [
        { key: TARIFF_LINE.dayDailyCap, values: { day: 1 }, amount: 50 },
        { key: TARIFF_LINE.dayFirstHour, values: { day: 2 }, amount: 5 },
      ],
    });
  });

  it('reads instants in any offset', async () => {
    const response = await preview({ entry: '2026-03-01T11:00:00+03:00', exit: '2026-03-01T10:10:00Z' });
    expect(response.json()).toMatchObject({ amount: 11, minutes: 130 });
  });

  it('owes nothing more within the grace after payment, and charges from the payment after it', async () => {
    const paid_at = minutesAfter(120);
    expect((await preview({ entry: ENTRY, paid_at, exit: minutesAfter(135) })).json()).toMatchObject({
      amount: 0,
      lines: [{ key: TARIFF_LINE.paidWithinGrace, values: { minutes: 15 }, amount: 0 }],
    });
    expect((await preview({ entry: ENTRY, paid_at, exit: minutesAfter(136) })).json()).toMatchObject({
      amount: 5,
      minutes: 136,
      lines: [
        { key: TARIFF_LINE.chargedSincePayment, values: { minutes: 16 }, amount: 0 },
        { key: TARIFF_LINE.firstHour },
      ],
    });
  });

  it('takes the free minutes from a re-entry within the cooldown only', async () => {
    expect(
      (await preview({ entry: ENTRY, exit: minutesAfter(20), previous_exit: minutesAfter(-60) })).json(),
    ).toMatchObject({
      amount: 5,
      lines: [
        { key: TARIFF_LINE.cooldown, values: { minutes: 60 }, amount: 0 },
        { key: TARIFF_LINE.firstHour, amount: 5 },
      ],
    });
    expect(
      (await preview({ entry: ENTRY, exit: minutesAfter(20), previous_exit: minutesAfter(-61) })).json(),
    ).toMatchObject({ amount: 0 });
    expect(
      (await preview({ entry: ENTRY, exit: minutesAfter(20), previous_exit: null, paid_at: null })).json(),
    ).toMatchObject({ amount: 0 });
  });

  it("prices by the version in force at the entry: the area's edit is a new version from now", async () => {
    const area = await createThrough(t, admin, 'areas', areaBody());
    const edited = await t.request({
      method: 'PUT',
      url: `/api/areas/${area.id}`,
      token: admin,
      payload: { ...area, hourly_fee: 7 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const later = '2099-03-01T08:00:00.000Z';
    expect((await preview({ entry: later, exit: minutesAfter(60, later) }, { area: area.id })).json()).toMatchObject({
      amount: 7,
    });
    // An entry before the area's first version is priced by that version.
    expect((await preview({ entry: ENTRY, exit: minutesAfter(60) }, { area: area.id })).json()).toMatchObject({
      amount: 5,
    });
  });

  it.each([
    ['an exit before the entry', { entry: ENTRY, exit: minutesAfter(-1) }, { exit: 'ps.validation.not_before_entry' }],
    [
      'a payment before the entry',
      { entry: ENTRY, exit: minutesAfter(60), paid_at: minutesAfter(-1) },
      { paid_at: 'ps.validation.not_before_entry' },
    ],
    [
      'a payment after the exit',
      { entry: ENTRY, exit: minutesAfter(60), paid_at: minutesAfter(61) },
      { paid_at: 'ps.validation.not_after_exit' },
    ],
    [
      'a stay longer than 366 days',
      { entry: ENTRY, exit: minutesAfter(366 * 24 * 60 + 1) },
      { exit: 'ps.validation.stay_too_long' },
    ],
    ['a missing entry', { exit: ENTRY }, { entry: 'ps.validation.required' }],
    ['a date without a time', { entry: '2026-03-01', exit: ENTRY }, { entry: 'ps.validation.date_time' }],
    [
      'an instant without an offset',
      { entry: '2026-03-01T08:00:00', exit: ENTRY },
      { entry: 'ps.validation.date_time' },
    ],
    ['a time that is no time', { entry: ENTRY, exit: 'tomorrow' }, { exit: 'ps.validation.date_time' }],
    ['a number for a time', { entry: ENTRY, exit: 1_772_352_000_000 }, { exit: 'ps.validation.date_time' }],
    [
      'a bad previous exit',
      { entry: ENTRY, exit: ENTRY, previous_exit: '2026-13-01T00:00:00Z' },
      { previous_exit: 'ps.validation.date_time' },
    ],
  ])('refuses %s', async (_label, payload, errors) => {
    expectValidationError(await preview(payload), errors);
  });

  it('prices the longest stay it takes, a line a day', async () => {
    const response = await preview({ entry: ENTRY, exit: minutesAfter(366 * 24 * 60) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ amount: 366 * 50 });
    expect(response.json().lines).toHaveLength(366);
  });

  it('answers 404 for an area that does not exist', async () => {
    expectError(await preview({ entry: ENTRY, exit: minutesAfter(60) }, { area: 2_000_000_000 }), 404, 'not_found');
  });

  it('answers 401 without a token', async () => {
    expectError(
      await t.request({
        method: 'POST',
        url: `/api/areas/${areaId}/tariff-preview`,
        payload: { entry: ENTRY, exit: ENTRY },
      }),
      401,
      'unauthorized',
    );
  });

  it.each(ROLE_IDS.map((roleId) => ({ roleId, role: demoAccount(roleId).username })))(
    'lets $role ask exactly when the role reads areas',
    async ({ roleId }) => {
      const token = await t.bearer(roleId);
      const readsAreas = verbPermissions('areas', 'read').some((permission) =>
        ROLE_PERMISSIONS[roleId].includes(permission),
      );
      const response = await preview({ entry: ENTRY, exit: minutesAfter(130) }, { token });
      if (readsAreas) expect(response.statusCode, response.body).toBe(200);
      else expectError(response, 403, 'forbidden');
      // The permission is checked before the body: a caller who may not ask learns nothing of it.
      if (!readsAreas) expectError(await preview({ entry: 'nonsense' }, { token }), 403, 'forbidden');
    },
  );
});
