import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ResourceContextProvider, testDataProvider } from 'react-admin';
import { ROLE } from '../../domain/roles';
import { renderWithAdmin } from '../test/renderWithAdmin';
import { signInAs } from '../test/session';
import AreaList from './areas/AreaList';
import GateList from './gates/GateList';
import SubAreaList from './sub-areas/SubAreaList';
import PlanList from './subscription-plans/PlanList';
import { ONE_OF_EACH } from './listFixtures';
import SubscriptionList from './subscriptions/SubscriptionList';

const dataProvider = testDataProvider({
  getList: (async (resource: string) => ({
    data: ONE_OF_EACH[resource],
    total: ONE_OF_EACH[resource]!.length,
  })) as never,
  getMany: (async (resource: string) => ({ data: ONE_OF_EACH[resource] })) as never,
  getOne: (async (resource: string) => ({ data: ONE_OF_EACH[resource]![0] })) as never,
  getStatusCounts: async () => ({ all: 1, pending: 1, active: 0, expired: 0, rejected: 0 }),
} as never);

interface ListCase {
  list: ReactElement;
  where: { path: string; route?: string };
  /** The name of its one row, and the page that row opens. */
  rowName: string;
  opens: string;
  /** The filters offered besides the search box. */
  filters: string[];
}

const LISTS: Array<[string, ListCase]> = [
  [
    'areas',
    {
      list: (
        <ResourceContextProvider value="areas">
          <AreaList />
        </ResourceContextProvider>
      ),
      where: { path: '/areas' },
      rowName: 'Riyadh Park',
      opens: '/areas/1/show',
      filters: ['Active'],
    },
  ],
  [
    'sub-areas',
    {
      list: (
        <ResourceContextProvider value="sub-areas">
          <SubAreaList />
        </ResourceContextProvider>
      ),
      where: { path: '/sub-areas' },
      rowName: 'Level B1',
      opens: '/sub-areas/4/show',
      filters: ['Area'],
    },
  ],
  [
    'subscription plans',
    {
      list: (
        <ResourceContextProvider value="subscription-plans">
          <PlanList />
        </ResourceContextProvider>
      ),
      where: { path: '/subscription-plans' },
      rowName: 'Annual Plan',
      opens: '/subscription-plans/9',
      filters: ['Area', 'Plan type'],
    },
  ],
  [
    'subscriptions',
    {
      list: (
        <ResourceContextProvider value="subscriptions">
          <SubscriptionList />
        </ResourceContextProvider>
      ),
      where: { path: '/subscriptions' },
      rowName: 'SUB-000007',
      opens: '/subscriptions/7/show',
      filters: ['Area', 'Plan', 'Created from', 'Created to'],
    },
  ],
  [
    'gates of an area',
    {
      list: <GateList />,
      where: { path: '/gates/area/1', route: '/gates/area/:areaId' },
      rowName: 'North Gate',
      opens: '/gates/7',
      filters: ['Status', 'Gate type'],
    },
  ],
];

beforeEach(() => signInAs(ROLE.superAdmin));

describe.each(LISTS)('the %s list', (_name, { list, where, rowName, opens, filters }) => {
  it('offers every filter it declares from the screen, not only in the address', async () => {
    renderWithAdmin(list, { ...where, dataProvider });
    await userEvent.click(await screen.findByRole('button', { name: 'Add filter' }));
    const offered = (await screen.findAllByRole('menuitemcheckbox')).map((item) => item.textContent);
    expect(offered).toEqual(filters);
  });

  it('opens a row from the keyboard: Tab reaches its name, Enter opens it', async () => {
    renderWithAdmin(list, { ...where, dataProvider });
    const link = await screen.findByRole('link', { name: rowName });
    for (let presses = 0; presses < 40 && document.activeElement !== link; presses++) await userEvent.tab();
    expect(document.activeElement).toBe(link);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(opens));
  });
});
