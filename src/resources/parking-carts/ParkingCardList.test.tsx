import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider, testDataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROLE } from '../../../domain/roles';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { signInAs } from '../../test/session';
import { AREAS } from '../subscriptions/fixtures';
import { card } from '../../../domain/fixtures/parking-card';
import ParkingCardList from './ParkingCardList';

beforeEach(() => signInAs(ROLE.admin));

function setViewport(viewport: { width: number; height: number }) {
  (window as unknown as { happyDOM: { setViewport(size: typeof viewport): void } }).happyDOM.setViewport(viewport);
}
afterEach(() => setViewport({ width: 1440, height: 900 }));

const CARDS = [
  card({ id: 1, card_number: 'OLY-0001' }),
  card({
    id: 2,
    card_number: 'OLY-0002',
    status: 'issued',
    plate_letters: 'ABJ',
    plate_number: '1234',
    issued_at: '2026-11-02T08:00:00Z',
  }),
  card({ id: 3, card_number: 'OLY-0003', type: 'subscription', status: 'lost' }),
];
const COUNTS = { all: 3, available: 1, issued: 1, blocked: 0, lost: 1 };

function renderList({ locale = 'en' }: { locale?: 'en' | 'ar' } = {}) {
  const listFilters: object[] = [];
  const dataProvider = testDataProvider({
    getList: (async (resource: string, { filter }: { filter: { status?: string } }) => {
      if (resource === 'areas') return { data: AREAS, total: AREAS.length };
      listFilters.push(filter);
      const data = CARDS.filter((record) => !filter.status || record.status === filter.status);
      return { data, total: data.length };
    }) as never,
    getMany: (async () => ({ data: AREAS })) as never,
    getStatusCounts: async () => COUNTS,
  } as never);
  renderWithAdmin(
    <ResourceContextProvider value="parking-carts">
      <ParkingCardList />
    </ResourceContextProvider>,
    { path: '/parking-carts', locale, dataProvider },
  );
  return { listFilters };
}

describe('the parking cards list', () => {
  it('shows each status tab with its count, and a tab filters the list', async () => {
    const { listFilters } = renderList();
    const tabs = await screen.findByRole('tablist', { name: 'Parking cards by status' });
    await waitFor(() =>
      expect(
        within(tabs)
          .getAllByRole('tab')
          .map((tab) => tab.textContent),
      ).toEqual(['All (3)', 'Available (1)', 'Issued (1)', 'Blocked (0)', 'Lost (1)']),
    );
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Lost (1)' }));
    await waitFor(() => expect(listFilters.at(-1)).toEqual({ status: 'lost' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'OLY-0002' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'OLY-0003' })).toBeInTheDocument();
  });

  it('shows a row in Arabic: type, area, status and the holder’s plate in both scripts', async () => {
    renderList({ locale: 'ar' });
    const row = (await screen.findByRole('link', { name: 'OLY-0002' })).closest('tr')!;
    expect(within(row).getByText('بطاقة زائر')).toBeInTheDocument();
    expect(within(row).getByText('مُصدَرة')).toBeInTheDocument();
    expect(await within(row).findByText('حي العليا التجاري')).toBeInTheDocument();
    expect(row).toHaveTextContent('ح ب ا ١٢٣٤ | 1234 ABJ');
    const shelved = (await screen.findByRole('link', { name: 'OLY-0001' })).closest('tr')!;
    expect(within(shelved).getByText('لا يحملها أحد')).toBeInTheDocument();
  });

  it('shows one line per card on a phone', async () => {
    setViewport({ width: 390, height: 844 });
    renderList();
    const line = (await screen.findByText('OLY-0003')).closest('li')!;
    await waitFor(() => expect(line).toHaveTextContent('Subscription card · Olaya Business District · Held by no one'));
    expect(within(line).getByText('Lost')).toBeInTheDocument();
  });
});
