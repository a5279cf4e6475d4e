import type { AddressInfo } from 'node:net';
import simpleRestProvider from 'ra-data-simple-rest';
import { type DataProvider, fetchUtils, HttpError } from 'ra-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../domain/roles';
import { areaBody, gateBody } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/harness';

/**
 * The stock react-admin client against the real server on a real port: the protocol as the
 * browser app will speak it, with nothing of ours in between but the Authorization header.
 */
let t: TestApp;
let dataProvider: DataProvider;
let gateTypeId: number;

beforeAll(async () => {
  t = await createTestApp();
  const token = await t.bearer(ROLE.superAdmin);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const httpClient = (url: string, options: fetchUtils.Options = {}) =>
    fetchUtils.fetchJson(url, { ...options, user: { authenticated: true, token } });
  dataProvider = simpleRestProvider(`http://127.0.0.1:${port}/api`, httpClient);
  gateTypeId = (
    await dataProvider.getList('gate-types', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    })
  ).data[0]!.id;
});
afterAll(() => t.close());

describe('ra-data-simple-rest against the API', () => {
  it('getList pages, sorts and counts', async () => {
    const all = await dataProvider.getList('areas', {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    const names = all.data.map((area) => area.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(all.total).toBe(all.data.length);

    const page2 = await dataProvider.getList('areas', {
      pagination: { page: 2, perPage: 2 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(page2.data.map((area) => area.name)).toEqual(names.slice(2, 4));
    expect(page2.total).toBe(all.total);

    const past = await dataProvider.getList('areas', {
      pagination: { page: 50, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(past).toEqual({ data: [], total: all.total });
  });

  it('getList filters with q and with a field', async () => {
    const found = await dataProvider.getList('areas', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: { q: 'جده' },
    });
    expect(found.data.map((area) => area.name)).toEqual(['Jeddah Corniche']);
    expect(found.total).toBe(1);
    const maintenance = await dataProvider.getList('gates', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: { status: 'maintenance' },
    });
    expect(maintenance.total).toBe(1);
  });

  it('getOne and getMany', async () => {
    const { data: first } = await dataProvider.getList('areas', {
      pagination: { page: 1, perPage: 3 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    const { data: one } = await dataProvider.getOne('areas', { id: first[1]!.id });
    expect(one).toEqual(first[1]);
    const { data: many } = await dataProvider.getMany('areas', { ids: [first[2]!.id, first[0]!.id] });
    expect(many.map((area) => area.id).sort()).toEqual([first[0]!.id, first[2]!.id].sort());
  });

  it('getManyReference lists the gates of an area', async () => {
    const {
      data: [area],
    } = await dataProvider.getList('areas', {
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'id', order: 'ASC' },
      filter: { q: 'corniche' },
    });
    const gates = await dataProvider.getManyReference('gates', {
      target: 'area_id',
      id: area!.id,
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'name', order: 'DESC' },
      filter: {},
    });
    expect(gates.total).toBe(3);
    expect(gates.data).toHaveLength(2);
    expect(gates.data.every((gate) => gate.area_id === area!.id)).toBe(true);
    expect(gates.data.map((gate) => gate.name)).toEqual(['South Exit', 'North Entrance']);
  });

  it('create, update with the whole record, and delete', async () => {
    const { data: created } = await dataProvider.create('areas', {
      data: areaBody({ name: 'Contract Area', hourly_fee: 5.5 }),
    });
    expect(created).toMatchObject({ id: expect.any(Number), name: 'Contract Area', hourly_fee: 5.5 });

    const { data: updated } = await dataProvider.update('areas', {
      id: created.id,
      data: { ...created, name: 'Contract Area Renamed', daily_cap: 45.75 },
      previousData: created,
    });
    expect(updated).toEqual({
      ...created,
      name: 'Contract Area Renamed',
      daily_cap: 45.75,
      // A changed tariff is a new version of it.
      tariff_version_id: created.tariff_version_id + 1,
      updated_at: expect.any(String),
    });

    const { data: deleted } = await dataProvider.delete('areas', { id: created.id, previousData: updated });
    expect(deleted).toMatchObject({ id: created.id, name: 'Contract Area Renamed' });
    await expect(dataProvider.getOne('areas', { id: created.id })).rejects.toMatchObject({ status: 404 });
  });

  it('deleteMany answers the ids it deleted', async () => {
    const { data: area } = await dataProvider.create('areas', { data: areaBody({ name: 'Many Gates Area' }) });
    const made = await Promise.all(
      ['One', 'Two', 'Three'].map((name) =>
        dataProvider.create('gates', { data: gateBody(area.id, gateTypeId, { name }) }),
      ),
    );
    const ids = made.map(({ data }) => data.id);
    const { data: deletedIds } = await dataProvider.deleteMany('gates', { ids });
    expect([...(deletedIds ?? [])].sort()).toEqual([...ids].sort());
    const left = await dataProvider.getManyReference('gates', {
      target: 'area_id',
      id: area.id,
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(left.total).toBe(0);
  });

  it('surfaces a validation error as an HttpError 400 with the field errors', async () => {
    const failure = await dataProvider
      .create('areas', {
        data: areaBody({ name: '', max_capacity: 0, subscription_capacity: 0, guest_ticket_capacity: 0 }),
      })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({
      status: 400,
      message: 'Validation error',
      body: {
        code: 'validation_failed',
        errors: { name: 'ps.validation.required', max_capacity: 'ps.validation.min_one' },
      },
    });
  });

  it('surfaces a conflict as an HttpError 409', async () => {
    const {
      data: [area],
    } = await dataProvider.getList('areas', {
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    await expect(dataProvider.delete('areas', { id: area!.id })).rejects.toMatchObject({
      status: 409,
      body: { code: 'area_in_use' },
    });
  });
});
