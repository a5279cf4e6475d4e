import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ResourceContextProvider, testDataProvider } from 'react-admin';
import { ROLE } from '../../../domain/roles';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { signInAs } from '../../test/session';
import EmployeeCreate from './EmployeeCreate';

const AREAS = [
  { id: 1, name: 'Olaya Business District', name_ar: 'حي العليا التجاري' },
  { id: 2, name: 'Jeddah Corniche', name_ar: 'كورنيش جدة' },
];
const GATES = [
  { id: 11, area_id: 1, name: 'Olaya North', name_ar: null },
  { id: 12, area_id: 1, name: 'Olaya South', name_ar: null },
  { id: 21, area_id: 2, name: 'Corniche East', name_ar: null },
];

function renderCreate({ roleId = ROLE.admin, locale = 'en' }: { roleId?: number; locale?: 'en' | 'ar' } = {}) {
  signInAs(roleId);
  const created: Array<Record<string, unknown>> = [];
  const dataProvider = testDataProvider({
    getList: (async (resource: string, { filter }: { filter: { area_id?: number } }) => {
      const data =
        resource === 'areas'
          ? AREAS
          : resource === 'gates'
            ? GATES.filter((gate) => gate.area_id === filter.area_id)
            : [];
      return { data, total: data.length };
    }) as never,
    getMany: (async (resource: string, { ids }: { ids: number[] }) => ({
      data: (resource === 'areas' ? AREAS : GATES).filter((record) => ids.includes(record.id)),
    })) as never,
    create: (async (_resource: string, { data }: { data: Record<string, unknown> }) => {
      created.push(data);
      return { data: { ...data, id: 99 } };
    }) as never,
  });
  renderWithAdmin(
    <ResourceContextProvider value="employees">
      <EmployeeCreate />
    </ResourceContextProvider>,
    { path: '/employees/create', dataProvider, locale },
  );
  return created;
}

const combobox = (name: RegExp) => screen.findByRole('combobox', { name });

async function choose(name: RegExp, option: string) {
  await userEvent.click(await combobox(name));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

async function optionsOf(name: RegExp): Promise<string[]> {
  await userEvent.click(await combobox(name));
  const options = within(await screen.findByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
  await userEvent.keyboard('{Escape}');
  return options.filter((option) => option.trim() !== '');
}

async function fill(label: RegExp, value: string) {
  const input = await screen.findByLabelText(label, { selector: 'input' });
  await userEvent.clear(input);
  await userEvent.type(input, value);
}

describe('the area and gate of a new employee', () => {
  it("offers gates only once an area is chosen, only that area's, and clears the gate when the area changes", async () => {
    renderCreate();
    expect(await screen.findByText('Choose an area first')).toBeInTheDocument();
    expect(await combobox(/^Gate/)).toHaveAttribute('aria-disabled', 'true');

    await choose(/^Area/, 'Olaya Business District');
    expect(await optionsOf(/^Gate/)).toEqual(['Olaya North', 'Olaya South']);
    await choose(/^Gate/, 'Olaya South');
    expect(await combobox(/^Gate/)).toHaveTextContent('Olaya South');

    await choose(/^Area/, 'Jeddah Corniche');
    await waitFor(async () => expect(await combobox(/^Gate/)).not.toHaveTextContent('Olaya South'));
    expect(await optionsOf(/^Gate/)).toEqual(['Corniche East']);
  });

  it('sends the chosen area and gate with the employee, the phone in E.164', async () => {
    const created = renderCreate();
    await fill(/^Name/, 'Turki Al-Subaie');
    await fill(/^Username/, 'Turki.Subaie');
    await fill(/^Email( \*)?$/, 'turki@demo.sa');
    await fill(/^Mobile number/, '٠٥٠١٢٣٤٥٦٧');
    await fill(/^Password/, 'Secret#2026');
    await fill(/^Confirm password/, 'Secret#2026');
    await choose(/^Area/, 'Jeddah Corniche');
    await choose(/^Gate/, 'Corniche East');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({
      name: 'Turki Al-Subaie',
      username: 'turki.subaie',
      phone: '+966501234567',
      role_id: ROLE.gateEmployee,
      area_id: 2,
      gate_id: 21,
      company_id: null,
      is_active: true,
    });
  });
});

describe('creating an employee', () => {
  it('says in Arabic that the passwords do not match, and sends nothing', async () => {
    const created = renderCreate({ locale: 'ar' });
    await fill(/^كلمة المرور/, 'Secret#2026');
    await fill(/^تأكيد كلمة المرور/, 'Secret#2027');
    await userEvent.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(await screen.findByText('كلمتا المرور غير متطابقتين')).toBeInTheDocument();
    expect(created).toHaveLength(0);
  });

  it('offers the super admin and company manager roles to a super admin only', async () => {
    renderCreate({ roleId: ROLE.admin });
    expect(await optionsOf(/^Role/)).toEqual(['Admin', 'Gate employee', 'Merchant validator']);
  });

  it('offers every role to a super admin, and a company once the role is company manager', async () => {
    renderCreate({ roleId: ROLE.superAdmin });
    expect(await optionsOf(/^Role/)).toEqual([
      'Super admin',
      'Admin',
      'Gate employee',
      'Company manager',
      'Merchant validator',
    ]);
    expect(screen.queryByRole('combobox', { name: /^Company/ })).not.toBeInTheDocument();
    await choose(/^Role/, 'Company manager');
    expect(await combobox(/^Company/)).toBeInTheDocument();
  });
});
