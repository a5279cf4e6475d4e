import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { HttpError, Notification, ResourceContextProvider, testDataProvider } from 'react-admin';
import { ROLE } from '../../../domain/roles';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { signInAs } from '../../test/session';
import PlanEdit from './PlanEdit';

beforeEach(() => signInAs(ROLE.admin));

const COMPANY_PLAN = {
  id: 5,
  name_en: 'Company Quota Plan',
  name_ar: 'باقة حصة الشركات',
  plan_type: 'company',
  area_id: 1,
  free_quota: 5,
  paid_quota: 50,
  duration: 12,
  duration_unit: 'months',
  price: 3400,
  description: 'Yearly quota',
  max_vehicles: 1,
  display_order: 5,
  is_active: true,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};
const AREAS = [{ id: 1, name: 'King Fahd Road Tower', name_ar: 'برج طريق الملك فهد' }];

function renderEdit({
  locale = 'en',
  update,
  remove,
}: {
  locale?: 'en' | 'ar';
  update?: (data: object) => Promise<{ data: object }>;
  remove?: () => Promise<{ data: object }>;
} = {}) {
  const updates: object[] = [];
  const statusChanges: Array<[unknown, boolean]> = [];
  let stored = { ...COMPANY_PLAN };
  const dataProvider = testDataProvider({
    getOne: (async () => ({ data: stored })) as never,
    getList: (async () => ({ data: AREAS, total: AREAS.length })) as never,
    getMany: (async () => ({ data: AREAS })) as never,
    update: (async (_resource: string, { data }: { data: object }) => {
      updates.push(data);
      return update ? update(data) : { data };
    }) as never,
    delete: (async () => (remove ? remove() : { data: stored })) as never,
    setPlanActive: async (id: unknown, active: boolean) => {
      statusChanges.push([id, active]);
      stored = { ...stored, is_active: active };
      return stored;
    },
  } as never);
  renderWithAdmin(
    <ResourceContextProvider value="subscription-plans">
      <PlanEdit />
      <Notification />
    </ResourceContextProvider>,
    { path: '/subscription-plans/5', route: '/subscription-plans/:id', locale, dataProvider },
  );
  return { updates, statusChanges };
}

const planTypeSelect = () => screen.findByRole('combobox', { name: /Plan type/ });

describe('editing a plan', () => {
  it('shows the plan type but does not let it change, and says why', async () => {
    renderEdit();
    const select = await planTypeSelect();
    expect(select).toHaveTextContent('Company');
    expect(select).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('The plan type cannot be changed once the plan exists.')).toBeInTheDocument();
    await userEvent.click(select);
    expect(screen.queryByRole('option', { name: 'Individual' })).not.toBeInTheDocument();
  });

  it('sends the stored plan type back with the edit, for the server to compare', async () => {
    const { updates } = renderEdit();
    const name = await screen.findByLabelText(/English name/, { selector: 'input' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Company Annual Plan');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]).toMatchObject({ name_en: 'Company Annual Plan', plan_type: 'company' });
  });

  it("shows the server's refusal of another plan type under the field", async () => {
    renderEdit({
      update: async () => {
        throw new HttpError('ps.errors.validation_failed', 400, {
          errors: { plan_type: 'ps.validation.plan_type_read_only' },
        });
      },
    });
    const name = await screen.findByLabelText(/English name/, { selector: 'input' });
    await userEvent.type(name, ' 2');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The plan type cannot be changed once the plan exists')).toBeInTheDocument();
  });

  it('says it in Arabic, with the Arabic type name', async () => {
    renderEdit({ locale: 'ar' });
    const select = await screen.findByRole('combobox', { name: /نوع الباقة/ });
    expect(select).toHaveTextContent('شركات');
    expect(select).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('لا يمكن تغيير نوع الباقة بعد إنشائها.')).toBeInTheDocument();
  });

  it('deactivates the plan from the page at once, keeping what was typed', async () => {
    const { statusChanges, updates } = renderEdit();
    const description = await screen.findByLabelText(/Description/, { selector: 'textarea' });
    await userEvent.type(description, ' for staff');
    await userEvent.click(screen.getByRole('switch', { name: 'Active: Company Quota Plan' }));
    expect(await screen.findByText('Plan «Company Quota Plan» deactivated')).toBeInTheDocument();
    expect(statusChanges).toEqual([[5, false]]);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Active: Company Quota Plan' })).not.toBeChecked());
    expect(screen.getByText('Inactive')).toBeInTheDocument();
    expect(description).toHaveValue('Yearly quota for staff');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]).toMatchObject({ description: 'Yearly quota for staff' });
    expect(updates[0]).not.toHaveProperty('is_active');
  });

  it('asks before deleting, and says to deactivate a plan still in use instead', async () => {
    renderEdit({
      locale: 'ar',
      remove: async () => {
        throw new HttpError('ps.errors.plan_in_use', 409, { code: 'plan_in_use' });
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'حذف' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('يمكنك إيقافها بدلًا من ذلك');
    await userEvent.click(within(dialog).getByRole('button', { name: 'تأكيد' }));
    expect(
      await screen.findByText('لا يمكن حذف هذه الباقة لأن شركات أو اشتراكات تستخدمها؛ يمكنك إيقافها بدلًا من ذلك'),
    ).toBeInTheDocument();
  });
});
