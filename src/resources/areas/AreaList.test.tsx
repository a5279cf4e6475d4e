import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ResourceContextProvider, testDataProvider } from 'react-admin';
import { ROLE } from '../../../domain/roles';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { signInAs } from '../../test/session';
import AreaList from './AreaList';

beforeEach(() => signInAs(ROLE.admin));

function setViewport(viewport: { width: number; height: number }) {
  (window as unknown as { happyDOM: { setViewport(size: typeof viewport): void } }).happyDOM.setViewport(viewport);
}
afterEach(() => setViewport({ width: 1440, height: 900 }));

const AREAS = Array.from({ length: 30 }, (_, index) => ({
  id: index + 1,
  name: `Area ${index + 1}`,
  name_ar: `منطقة ${index + 1}`,
  max_capacity: 1200 + index,
  subscription_capacity: 100,
  guest_ticket_capacity: 100,
  hourly_fee: 5,
  daily_cap: 50,
  is_active: true,
}));

function renderList(digits: 'latn' | 'arab') {
  const sorts: unknown[] = [];
  const dataProvider = testDataProvider({
    getList: (async (
      _resource: string,
      { sort, pagination }: { sort: unknown; pagination: { page: number; perPage: number } },
    ) => {
      sorts.push(sort);
      const start = (pagination.page - 1) * pagination.perPage;
      return { data: AREAS.slice(start, start + pagination.perPage), total: AREAS.length };
    }) as never,
  });
  renderWithAdmin(
    <ResourceContextProvider value="areas">
      <AreaList />
    </ResourceContextProvider>,
    { path: '/areas', locale: 'ar', digits, dataProvider },
  );
  return sorts;
}

describe('the areas list in Arabic', () => {
  it('sorts by the Arabic name and writes numbers with Western digits by default', async () => {
    const sorts = renderList('latn');
    expect(await screen.findByText('منطقة 1')).toBeInTheDocument();
    expect(sorts[0]).toEqual({ field: 'name_ar', order: 'ASC' });
    expect(screen.getByText('1 إلى 10 · الإجمالي 30')).toBeInTheDocument();
    expect(screen.getByText('1,200')).toBeInTheDocument();
  });

  it('writes pagination, rows per page, numbers and messages in Arabic-Indic digits when chosen', async () => {
    renderList('arab');
    expect(await screen.findByText('١ إلى ١٠ · الإجمالي ٣٠')).toBeInTheDocument();
    expect(screen.getByText('١٬٢٠٠')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'الانتقال إلى الصفحة ٢' })).toHaveTextContent('٢');
    expect(within(screen.getByRole('combobox')).getByText('١٠')).toBeInTheDocument();
    expect(screen.getByText('منطقة ١')).toBeInTheDocument();
    expect(document.querySelector('.RaList-main')!.textContent).not.toMatch(/[0-9]/);
  });

  it("names the phone's page buttons in Arabic", async () => {
    setViewport({ width: 390, height: 844 });
    renderList('latn');
    expect(await screen.findByRole('button', { name: 'الانتقال إلى الصفحة التالية' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'الانتقال إلى الصفحة السابقة' })).toBeDisabled();
  });
});
