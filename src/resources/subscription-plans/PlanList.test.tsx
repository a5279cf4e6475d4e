import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HttpError, Notification, ResourceContextProvider, testDataProvider } from 'react-admin';
import { ROLE } from '../../../domain/roles';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { signInAs } from '../../test/session';
import PlanList from './PlanList';

beforeEach(() => signInAs(ROLE.admin));

function setViewport(viewport: { width: number; height: number }) {
  (window as unknown as { happyDOM: { setViewport(size: typeof viewport): void } }).happyDOM.setViewport(viewport);
}
afterEach(() => setViewport({ width: 1440, height: 900 }));

const plan = (
  id: number,
  name_en: string,
  name_ar: string,
  duration: number,
  duration_unit: 'days' | 'months',
  price: number,
  plan_type = 'individual',
) => ({
  id,
  name_en,
  name_ar,
  plan_type,
  area_id: 1,
  free_quota: 0,
  paid_quota: 0,
  duration,
  duration_unit,
  price,
  description: 'A plan',
  max_vehicles: 1,
  display_order: id,
  is_active: true,
});

const PLANS = [
  plan(1, 'Monthly Plan', 'الباقة الشهرية', 1, 'months', 400),
  plan(2, 'Employee Plan', 'باقة الموظفين', 30, 'days', 249.5),
  plan(3, 'Two-Day Pass', 'تصريح اليومين', 2, 'days', 20),
  plan(4, 'Quarterly Plan', 'الباقة الربع سنوية', 3, 'months', 1080),
  plan(5, 'Company Quota Plan', 'باقة حصة الشركات', 12, 'months', 3400, 'company'),
  plan(6, 'Long Stay', 'الإقامة الطويلة', 100, 'days', 900),
];
const AREAS = [{ id: 1, name: 'Jeddah Corniche', name_ar: 'كورنيش جدة' }];

function renderList({
  locale = 'en',
  setPlanActive,
}: { locale?: 'en' | 'ar'; setPlanActive?: (id: unknown, active: boolean) => Promise<object> } = {}) {
  const sorts: unknown[] = [];
  const dataProvider = testDataProvider({
    getList: (async (resource: string, { sort }: { sort: unknown }) => {
      if (resource === 'areas') return { data: AREAS, total: AREAS.length };
      sorts.push(sort);
      return { data: PLANS, total: PLANS.length };
    }) as never,
    getMany: (async () => ({ data: AREAS })) as never,
    setPlanActive,
  } as never);
  renderWithAdmin(
    <ResourceContextProvider value="subscription-plans">
      <PlanList />
      <Notification />
    </ResourceContextProvider>,
    { path: '/subscription-plans', locale, dataProvider },
  );
  return sorts;
}

const rowOf = async (name: string) => (await screen.findByRole('link', { name })).closest('tr')!;

describe('the plans list', () => {
  it('asks for the display order and shows names, durations and prices in English', async () => {
    const sorts = renderList();
    const monthly = await rowOf('Monthly Plan');
    expect(sorts[0]).toEqual({ field: 'display_order', order: 'ASC' });
    expect(within(monthly).getByText('1 month')).toBeInTheDocument();
    expect(within(monthly).getByText('Individual')).toBeInTheDocument();
    expect(await within(monthly).findByText('Jeddah Corniche')).toBeInTheDocument();
    expect(within(monthly).getByText('SAR 400.00')).toBeInTheDocument();
    expect(within(await rowOf('Employee Plan')).getByText('30 days')).toBeInTheDocument();
    expect(within(await rowOf('Employee Plan')).getByText('SAR 249.50')).toBeInTheDocument();
    expect(within(await rowOf('Company Quota Plan')).getByText('12 months')).toBeInTheDocument();
    expect(within(await rowOf('Company Quota Plan')).getByText('Company')).toBeInTheDocument();
  });

  it('names plans in Arabic and counts days and months in the right Arabic form', async () => {
    renderList({ locale: 'ar' });
    const expectations: Array<[string, string]> = [
      ['الباقة الشهرية', 'شهر واحد'],
      ['تصريح اليومين', 'يومان'],
      ['الباقة الربع سنوية', '3 أشهر'],
      ['باقة الموظفين', '30 يومًا'],
      ['باقة حصة الشركات', '12 شهرًا'],
      ['الإقامة الطويلة', '100 يوم'],
    ];
    for (const [name, duration] of expectations)
      expect(within(await rowOf(name)).getByText(duration)).toBeInTheDocument();
    expect(screen.queryByText('Monthly Plan')).not.toBeInTheDocument();
    expect(within(await rowOf('باقة حصة الشركات')).getByText('شركات')).toBeInTheDocument();
  });

  it('deactivates a plan from its row without opening it, and says so', async () => {
    const changes: Array<[unknown, boolean]> = [];
    renderList({
      setPlanActive: async (id, active) => {
        changes.push([id, active]);
        return { ...PLANS[3], is_active: active };
      },
    });
    await userEvent.click(await screen.findByRole('switch', { name: 'Active: Quarterly Plan' }));
    expect(await screen.findByText('Plan «Quarterly Plan» deactivated')).toBeInTheDocument();
    expect(changes).toEqual([[4, false]]);
    expect(screen.getByTestId('location')).toHaveTextContent('/subscription-plans');
    expect(screen.getByTestId('location')).not.toHaveTextContent('/subscription-plans/4');
  });

  it("tells why a status change failed, in the user's language", async () => {
    renderList({
      locale: 'ar',
      setPlanActive: async () => {
        throw new HttpError('ps.errors.forbidden', 403, { code: 'forbidden' });
      },
    });
    await userEvent.click(await screen.findByRole('switch', { name: 'تفعيل الباقة: الباقة الشهرية' }));
    expect(await screen.findByText('تعذّر تغيير حالة الباقة: ليست لديك صلاحية لهذا الإجراء')).toBeInTheDocument();
  });

  it('shows one line per plan on a phone: area, duration and price, with its switch', async () => {
    setViewport({ width: 390, height: 844 });
    renderList();
    const name = await screen.findByText('Employee Plan');
    const line = name.closest('li')!;
    await waitFor(() => expect(line).toHaveTextContent('Jeddah Corniche · 30 days · SAR 249.50'));
    expect(within(line).getByRole('switch', { name: 'Active: Employee Plan' })).toBeChecked();
  });
});
