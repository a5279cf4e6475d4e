import { expect } from 'vitest';
import type { ParkingCardAction } from '../../domain/parking-cart';
import { paymentMethods } from '../db/schema';
import { planBody, subscriptionBody } from './fixtures';
import type { TestApp } from './harness';
import { decide } from './decisions';
import { createThrough } from './rest';

let made = 0;

/** A valid card body as the create form sends it, with a number of its own. */
export function cardBody(areaId: number, overrides: Record<string, unknown> = {}) {
  return {
    card_number: `TST-${String(++made).padStart(4, '0')}`,
    type: 'guest',
    area_id: areaId,
    notes: null,
    ...overrides,
  };
}

/** POST /api/parking-carts/:id/<action>. */
export function cardAction(t: TestApp, token: string, id: number, action: ParkingCardAction, body: object = {}) {
  return t.request({ method: 'POST', url: `/api/parking-carts/${id}/${action}`, token, payload: body });
}

/** An action that must succeed; answers the card. */
export async function actedOn(t: TestApp, token: string, id: number, action: ParkingCardAction, body: object = {}) {
  const response = await cardAction(t, token, id, action, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** An approved individual subscription of the area for the plates (with the subscription's fields given); answers its id and QR token. */
export async function activeSubscription(
  t: TestApp,
  token: string,
  areaId: number,
  plates: Array<[letters: string, number: string]>,
  fields: Record<string, unknown> = {},
) {
  const plan = await createThrough(t, token, 'subscription-plans', planBody(areaId, { max_vehicles: plates.length }));
  const vehicles = plates.map(([plate_letters, plate_number]) => ({
    plate_letters,
    plate_number,
    model: null,
    colour: null,
  }));
  const requested = await createThrough(
    t,
    token,
    'subscriptions',
    subscriptionBody({ area_id: areaId, plan_id: plan.id }, { vehicles, ...fields }),
  );
  const [cash] = (await t.database.db.select().from(paymentMethods)).filter((method) => method.code === 'cash');
  const approved = await decide(t, {
    url: `/api/subscriptions/${requested.id}/approve`,
    token,
    payload: { payment_method_id: cash!.id },
  });
  expect(approved.statusCode, approved.body).toBe(200);
  return { id: requested.id, qr: approved.json().qr_token as string, plan_id: plan.id };
}
