import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { withActionFailures } from './actionFailures';
import type { AppDataProvider } from './dataProvider';

const CALLS = ['getList', 'create', 'update', 'delete'];

/** A provider whose every call fails with `error`. */
function failingWith(error: Error): AppDataProvider {
  return Object.fromEntries(CALLS.map((call) => [call, () => Promise.reject(error)])) as unknown as AppDataProvider;
}

const failure = (call: Promise<unknown>) =>
  call.then(
    () => undefined,
    (error: HttpError) => error,
  );

describe('a change that fails without a reason from the server', () => {
  const unexplained: Array<[string, HttpError]> = [
    ['a server error', new HttpError('ps.errors.server_error', 500, { code: 'server_error' })],
    ['no network', new HttpError('ps.errors.network', 0)],
    ['a timeout', new HttpError('ps.errors.timeout', 0)],
  ];

  it.each(unexplained)('says which change failed after %s, keeping the status', async (_name, error) => {
    const provider = withActionFailures(failingWith(error));
    const saved = await failure(provider.update('areas', { id: 1, data: {}, previousData: { id: 1 } }));
    expect(saved).toMatchObject({ message: 'ps.failures.save.areas', status: error.status });
    expect(await failure(provider.create('parking-transactions', { data: {} }))).toMatchObject({
      message: 'ps.failures.save.parking-transactions',
    });
    expect(await failure(provider.delete('gates', { id: 7, previousData: { id: 7 } }))).toMatchObject({
      message: 'ps.failures.delete.gates',
    });
  });
});

describe('a change the server refuses with its reason', () => {
  it('keeps the reason and its field errors', async () => {
    const refusal = new HttpError('ps.errors.area_in_use', 409, { code: 'area_in_use' });
    const provider = withActionFailures(failingWith(refusal));
    expect(await failure(provider.delete('areas', { id: 1, previousData: { id: 1 } }))).toBe(refusal);
    const invalid = new HttpError('ps.errors.validation_failed', 400, { errors: { name: 'ps.validation.required' } });
    expect(
      await failure(
        withActionFailures(failingWith(invalid)).update('areas', { id: 1, data: {}, previousData: { id: 1 } }),
      ),
    ).toBe(invalid);
  });
});

describe('a read that fails', () => {
  it('is left to the page that shows it', async () => {
    const error = new HttpError('ps.errors.server_error', 500);
    const provider = withActionFailures(failingWith(error));
    expect(
      await failure(
        provider.getList('areas', {
          pagination: { page: 1, perPage: 10 },
          sort: { field: 'id', order: 'ASC' },
          filter: {},
        }),
      ),
    ).toBe(error);
  });
});
