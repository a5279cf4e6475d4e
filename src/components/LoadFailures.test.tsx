import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataTable, HttpError, List, ResourceContextProvider, testDataProvider, TextField } from 'react-admin';
import { ROLE } from '../../domain/roles';
import AreaEdit from '../resources/areas/AreaEdit';
import AreaList from '../resources/areas/AreaList';
import AreaShow from '../resources/areas/AreaShow';
import GateList from '../resources/gates/GateList';
import PlanList from '../resources/subscription-plans/PlanList';
import { ONE_OF_EACH } from '../resources/listFixtures';
import SubscriptionList from '../resources/subscriptions/SubscriptionList';
import { renderWithAdmin } from '../test/renderWithAdmin';
import { signInAs } from '../test/session';

/**
 * A server that cannot read `failing` (a 500, as react-admin's HttpError from the http client) until
 * it is healed, and answers everything else; every read of `failing` is counted.
 */
function serverFailing(failing: string, method: 'getList' | 'getOne') {
  const state = { healed: false, reads: 0 };
  const answer = (resource: string, data: () => unknown) => {
    if (resource === failing) {
      state.reads += 1;
      if (!state.healed) return Promise.reject(new HttpError('ps.errors.server_error', 500, { code: 'server_error' }));
    }
    return Promise.resolve(data());
  };
  const dataProvider = testDataProvider({
    getList: ((resource: string) =>
      answer(method === 'getList' ? resource : '', () => ({
        data: ONE_OF_EACH[resource] ?? [],
        total: ONE_OF_EACH[resource]?.length ?? 0,
      }))) as never,
    getMany: ((resource: string) => Promise.resolve({ data: ONE_OF_EACH[resource] ?? [] })) as never,
    getOne: ((resource: string) =>
      answer(method === 'getOne' ? resource : '', () => ({ data: ONE_OF_EACH[resource]![0] }))) as never,
    getStatusCounts: async () => ({ all: 1, pending: 1, active: 0, expired: 0, rejected: 0 }),
  } as never);
  return { state, dataProvider };
}

const inResource = (resource: string, page: ReactElement) => (
  <ResourceContextProvider value={resource}>{page}</ResourceContextProvider>
);

beforeEach(() => signInAs(ROLE.superAdmin));

describe('the error state of a list that could not load', () => {
  it("is every list's: the resource's message, the cause, and a retry that reads again", async () => {
    const { state, dataProvider } = serverFailing('areas', 'getList');
    const bare = (
      <List resource="areas">
        <DataTable bulkActionButtons={false}>
          <DataTable.Col source="name" field={TextField} />
        </DataTable>
      </List>
    );
    renderWithAdmin(bare, { path: '/areas', dataProvider });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load areas');
    expect(alert).toHaveTextContent('Server error');
    expect(screen.queryByText(/No results|No Areas/i)).not.toBeInTheDocument();
    // No page buttons or total over rows that were not read.
    expect(screen.queryByText(/Total/)).not.toBeInTheDocument();
    const readsBefore = state.reads;
    state.healed = true;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Riyadh Park')).toBeInTheDocument();
    expect(screen.getByText('1-1 · Total 1')).toBeInTheDocument();
    expect(state.reads).toBe(readsBefore + 1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

const SCREENS: Array<[string, ReactElement, { path: string; route?: string }, string, 'en' | 'ar', string]> = [
  ['areas', inResource('areas', <AreaList />), { path: '/areas' }, 'Failed to load areas', 'en', 'Riyadh Park'],
  [
    'subscription plans',
    inResource('subscription-plans', <PlanList />),
    { path: '/subscription-plans' },
    'Failed to load subscription plans',
    'en',
    'Annual Plan',
  ],
  [
    'gates',
    <GateList />,
    { path: '/gates/area/1', route: '/gates/area/:areaId' },
    'Failed to load gates',
    'en',
    'North Gate',
  ],
  [
    'subscriptions',
    inResource('subscriptions', <SubscriptionList />),
    { path: '/subscriptions' },
    'حدث خطأ أثناء تحميل الاشتراكات',
    'ar',
    'SUB-000007',
  ],
];

describe.each(SCREENS)('the %s list when its rows fail to load', (resource, page, where, message, locale, rowName) => {
  it(`says "${message}", not that there are none, and shows the rows once a retry succeeds`, async () => {
    const { state, dataProvider } = serverFailing(
      resource === 'subscription plans' ? 'subscription-plans' : resource,
      'getList',
    );
    renderWithAdmin(page, { ...where, locale, dataProvider });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    state.healed = true;
    await userEvent.click(
      within(alert).getByRole('button', { name: locale === 'ar' ? 'إعادة المحاولة' : 'Try again' }),
    );
    expect(await screen.findByText(rowName)).toBeInTheDocument();
  });
});

describe('a record page whose record fails to load', () => {
  let title: HTMLElement;
  beforeEach(() => {
    // Where react-admin's pages write their title (the app bar's portal).
    title = document.createElement('span');
    title.id = 'react-admin-title';
    document.body.append(title);
  });
  afterEach(() => title.remove());

  it('says what failed in its body and its title, and reads the record again on retry', async () => {
    const { state, dataProvider } = serverFailing('areas', 'getOne');
    renderWithAdmin(inResource('areas', <AreaShow />), {
      path: '/areas/1/show',
      route: '/areas/:id/show',
      dataProvider,
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load areas');
    await waitFor(() => expect(title).toHaveTextContent('Failed to load areas'));
    state.healed = true;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(title).toHaveTextContent('Riyadh Park'));
  });

  it('never titles an edit page "Edit:" with nothing after it', async () => {
    const { dataProvider } = serverFailing('areas', 'getOne');
    renderWithAdmin(inResource('areas', <AreaEdit />), {
      path: '/areas/1',
      route: '/areas/:id',
      locale: 'ar',
      dataProvider,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('تعذّر تحميل المناطق');
    await waitFor(() => expect(title).toHaveTextContent('تعذّر تحميل المناطق'));
  });
});
