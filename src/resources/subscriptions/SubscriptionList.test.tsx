import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ResourceContextProvider, testDataProvider } from 'react-admin';
import { ROLE } from '../../../domain/roles';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { signInAs } from '../../test/session';
import { AREAS, subscription } from './fixtures';
import SubscriptionList from './SubscriptionList';

beforeEach(() => signInAs(ROLE.admin));

function setViewport(viewport: { width: number; height: number }) {
  (window as unknown as { happyDOM: { setViewport(size: typeof viewport): void } }).happyDOM.setViewport(viewport);
}
afterEach(() => setViewport({ width: 1440, height: 900 }));

const SUBSCRIPTIONS = [
  subscription(),
  subscription({
    id: 8,
    reference: 'SUB-000008',
    applicant_name: 'عبدالعزيز القحطاني',
    status: 'active',
    start_date: '2026-11-01',
    end_date: '2026-11-30',
  }),
  subscription({
    id: 9,
    reference: 'SUB-000009',
    applicant_name: 'Majed Al-Otaibi',
    status: 'rejected',
    rejection_reason: 'Plate unreadable',
  }),
];
const COUNTS = { all: 1234, pending: 3, awaiting_payment: 2, active: 1, expired: 0, rejected: 1 };

function renderList({ locale = 'en' }: { locale?: 'en' | 'ar' } = {}) {
  const listFilters: object[] = [];
  const countFilters: object[] = [];
  const dataProvider = testDataProvider({
    getList: (async (resource: string, { filter }: { filter: { status?: string } }) => {
      if (resource === 'areas') return { data: AREAS, total: AREAS.length };
      if (resource !== 'subscriptions') return { data: [], total: 0 };
      listFilters.push(filter);
      const data = SUBSCRIPTIONS.filter((record) => !filter.status || record.status === filter.status);
      return { data, total: data.length };
    }) as never,
    getMany: (async () => ({ data: AREAS })) as never,
    getStatusCounts: async (_resource: string, filter: object) => {
      countFilters.push(filter);
      return COUNTS;
    },
  } as never);
  renderWithAdmin(
    <ResourceContextProvider value="subscriptions">
      <SubscriptionList />
    </ResourceContextProvider>,
    { path: '/subscriptions', locale, dataProvider },
  );
  return { listFilters, countFilters };
}

describe('the subscriptions list', () => {
  it('shows each tab with its count, and a tab filters the list by its status', async () => {
    const { listFilters, countFilters } = renderList();
    const tabs = await screen.findByRole('tablist', { name: 'Subscriptions by status' });
    await waitFor(() =>
      expect(
        within(tabs)
          .getAllByRole('tab')
          .map((tab) => tab.textContent),
      ).toEqual(['All (1,234)', 'Pending (3)', 'Awaiting payment (2)', 'Rejected (1)', 'Active (1)', 'Expired (0)']),
    );
    expect(within(tabs).getByRole('tab', { name: 'All (1,234)' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Majed Al-Otaibi')).toBeInTheDocument();

    await userEvent.click(within(tabs).getByRole('tab', { name: 'Pending (3)' }));
    await waitFor(() => expect(listFilters.at(-1)).toEqual({ status: 'pending' }));
    await waitFor(() => expect(screen.queryByText('Majed Al-Otaibi')).not.toBeInTheDocument());
    expect(screen.getByText('Huda Al-Shehri')).toBeInTheDocument();
    expect(within(tabs).getByRole('tab', { name: 'Pending (3)' })).toHaveAttribute('aria-selected', 'true');
    // The counts answer for every tab: they are asked without the status.
    expect(countFilters.every((filter) => !('status' in filter))).toBe(true);

    await userEvent.click(within(tabs).getByRole('tab', { name: 'All (1,234)' }));
    await waitFor(() => expect(listFilters.at(-1)).toEqual({}));
  });

  it('shows the row in the screen language: plan name, status and price', async () => {
    renderList({ locale: 'ar' });
    const row = (await screen.findByRole('link', { name: 'SUB-000008' })).closest('tr')!;
    expect(within(row).getByText('الباقة الشهرية')).toBeInTheDocument();
    expect(within(row).getByText('نشط')).toBeInTheDocument();
    expect(await within(row).findByText('حي العليا التجاري')).toBeInTheDocument();
    expect(row).toHaveTextContent('360.00');
    expect(await screen.findByRole('tab', { name: 'قيد المراجعة (3)' })).toBeInTheDocument();
  });

  it('shows one line per subscription on a phone', async () => {
    setViewport({ width: 390, height: 844 });
    renderList();
    const line = (await screen.findByText('Huda Al-Shehri')).closest('li')!;
    expect(line).toHaveTextContent('SUB-000007 · Monthly Plan · SAR 360.00');
    expect(within(line).getByText('Pending')).toBeInTheDocument();
  });
});
