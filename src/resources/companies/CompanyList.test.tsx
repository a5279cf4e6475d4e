import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ResourceContextProvider, testDataProvider } from 'react-admin';
import { ROLE } from '../../../domain/roles';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { signInAs } from '../../test/session';
import CompanyList from './CompanyList';

beforeEach(() => signInAs(ROLE.superAdmin));

const company = (id: number, name: string, name_ar: string, quota: object) => ({
  id,
  name,
  name_ar,
  area_id: 1,
  is_active: true,
  initial_quota: 20,
  quota_valid_from: '2026-01-01',
  quota_valid_to: '2026-12-31',
  ...quota,
});
const COMPANIES = [
  company(1, 'Al Noor Trading Co.', 'شركة النور للتجارة', {
    used_quota: 5,
    remaining_quota: 15,
    quota_status: 'active',
    quota_level: 'healthy',
  }),
  company(2, 'Riyadh Medical Supplies', 'الرياض للمستلزمات الطبية', {
    used_quota: 18,
    remaining_quota: 2,
    quota_status: 'active',
    quota_level: 'low',
  }),
  company(3, 'Red Sea Logistics', 'البحر الأحمر للخدمات اللوجستية', {
    used_quota: 20,
    remaining_quota: 0,
    quota_status: 'expired',
    quota_level: 'exhausted',
  }),
];

function renderList(locale: 'en' | 'ar') {
  const dataProvider = testDataProvider({
    getList: (async () => ({ data: COMPANIES, total: COMPANIES.length })) as never,
    getMany: (async () => ({
      data: [{ id: 1, name: 'Olaya Business District', name_ar: 'حي العليا التجاري' }],
    })) as never,
  });
  renderWithAdmin(
    <ResourceContextProvider value="companies">
      <CompanyList />
    </ResourceContextProvider>,
    { path: '/companies', locale, dataProvider },
  );
}

describe('the companies list', () => {
  it('shows each quota as used of allocated, its status, and warns of a low or exhausted one', async () => {
    renderList('en');
    const low = (await screen.findByText('Riyadh Medical Supplies')).closest('tr')!;
    expect(within(low).getByText('18 of 20')).toBeInTheDocument();
    expect(within(low).getByRole('img', { name: 'Low quota: only 2 subscriptions remain.' })).toBeInTheDocument();
    const exhausted = screen.getByText('Red Sea Logistics').closest('tr')!;
    expect(
      within(exhausted).getByRole('img', { name: 'The quota is exhausted: no subscriptions remain.' }),
    ).toBeInTheDocument();
    expect(within(exhausted).getByText('Expired')).toBeInTheDocument();
    const healthy = screen.getByText('Al Noor Trading Co.').closest('tr')!;
    expect(within(healthy).queryByRole('img')).toBeNull();
  });

  it('speaks Arabic: names, quota and statuses', async () => {
    renderList('ar');
    const low = (await screen.findByText('الرياض للمستلزمات الطبية')).closest('tr')!;
    expect(within(low).getByText('18 من 20')).toBeInTheDocument();
    expect(within(low).getByRole('img', { name: 'حصة منخفضة: يتبقى اشتراكان فقط.' })).toBeInTheDocument();
    expect(
      within(screen.getByText('البحر الأحمر للخدمات اللوجستية').closest('tr')!).getByText('منتهية'),
    ).toBeInTheDocument();
  });
});
