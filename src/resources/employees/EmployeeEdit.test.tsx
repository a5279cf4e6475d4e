import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ResourceContextProvider, ResourceDefinitionContextProvider, testDataProvider } from 'react-admin';
import { ROLE } from '../../../domain/roles';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { signInAs } from '../../test/session';
import EmployeeEdit from './EmployeeEdit';

/** signInAs gives the signed-in user the id of their role: the admin is employee 2. */
const EMPLOYEES = [
  {
    id: 1,
    name: 'Faisal Al-Qahtani',
    username: 'superadmin',
    email: 'superadmin@demo.sa',
    phone: '+966501234567',
    role_id: ROLE.superAdmin,
  },
  {
    id: 2,
    name: 'Noura Al-Harbi',
    username: 'admin',
    email: 'admin@demo.sa',
    phone: '+966502345678',
    role_id: ROLE.admin,
  },
  {
    id: 7,
    name: 'Turki Al-Subaie',
    username: 'turki.subaie',
    email: 'turki.subaie@demo.sa',
    phone: '+966541100301',
    role_id: ROLE.admin,
  },
].map((employee) => ({
  ...employee,
  area_id: null,
  gate_id: null,
  company_id: null,
  is_active: true,
  is_email_verified: true,
  last_login_at: null,
}));

beforeEach(() => signInAs(ROLE.admin));

function renderEdit(id: number) {
  const dataProvider = testDataProvider({
    getOne: (async (_resource: string, params: { id: number }) => ({
      data: EMPLOYEES.find((employee) => employee.id === Number(params.id))!,
    })) as never,
    getList: (async () => ({ data: [], total: 0 })) as never,
  });
  renderWithAdmin(
    <ResourceDefinitionContextProvider
      definitions={{ employees: { name: 'employees', hasEdit: true, hasList: true, recordRepresentation: 'name' } }}
    >
      <ResourceContextProvider value="employees">
        <EmployeeEdit />
      </ResourceContextProvider>
    </ResourceDefinitionContextProvider>,
    { path: `/employees/${id}`, route: '/employees/:id', dataProvider },
  );
}

describe("an employee's page", () => {
  it('asks before deleting, naming the employee, and offers a new password and an unlock', async () => {
    renderEdit(7);
    expect(await screen.findByDisplayValue('Turki Al-Subaie')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lift sign-in lock-out' })).toBeInTheDocument();
    expect(screen.getByDisplayValue('0541100301')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete employee «Turki Al-Subaie»?')).toBeInTheDocument();
  });

  it("keeps one's own account active in its role, and offers no delete", async () => {
    renderEdit(2);
    expect(await screen.findByDisplayValue('Noura Al-Harbi')).toBeInTheDocument();
    expect(screen.getAllByText('Your own account: another administrator changes this')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it("shows an admin a super admin's account read-only", async () => {
    renderEdit(1);
    expect(await screen.findByText('Only a super admin can change this account.')).toBeInTheDocument();
    expect(screen.getByDisplayValue('Faisal Al-Qahtani')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change password' })).not.toBeInTheDocument();
  });
});
