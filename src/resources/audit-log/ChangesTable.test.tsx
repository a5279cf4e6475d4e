import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ResourceDefinitionContextProvider, testDataProvider } from 'react-admin';
import { ROLE } from '../../../domain/roles';
import type { AuditChanges } from '../../../domain/schemas/audit-log';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { signInAs } from '../../test/session';
import { ChangesTable } from './ChangesTable';

beforeEach(() => signInAs(ROLE.superAdmin));

function renderTable(
  props: { resource: string; action: 'create' | 'update' | 'delete' | 'password'; changes: AuditChanges },
  locale: 'en' | 'ar' = 'en',
) {
  renderWithAdmin(<ChangesTable {...props} />, { locale });
  return screen.getByRole('table');
}

/** Each body row as the cells a reader sees, header cell first. */
function rowsOf(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
}

describe('the changed fields of an audit entry', () => {
  it("labels a payment's deletion as its page does, in Arabic, its reason first", () => {
    const table = renderTable(
      {
        resource: 'payment-transactions',
        action: 'delete',
        changes: { status: ['paid', null], reason: ['أُدخلت مرتين', null], reference: ['TRX-1', null] },
      },
      'ar',
    );
    expect(rowsOf(table)).toEqual([
      ['السبب', 'أُدخلت مرتين'],
      ['الحالة', 'مدفوعة'],
      ['المرجع', 'TRX-1'],
    ]);
  });

  it('shows an edit before and after, with the labels of the resource and values as the screen writes them', () => {
    const table = renderTable({
      resource: 'areas',
      action: 'update',
      // As the database hands them back: its own order, not the form's.
      changes: {
        is_active: [true, false],
        name_ar: [null, 'برج طريق الملك فهد'],
        hourly_fee: [5, 7.5],
        max_capacity: [1200, 1500],
      },
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Field', 'Before', 'After']);
    expect(rowsOf(table)).toEqual([
      ['Arabic name', '—', 'برج طريق الملك فهد'],
      ['Max capacity', '1,200', '1,500'],
      ['Hourly fee (SAR)', '5', '7.5'],
      ['Active', 'Yes', 'No'],
    ]);
  });

  it("names a plan's type and duration unit in the screen's language", () => {
    const table = renderTable(
      {
        resource: 'subscription-plans',
        action: 'update',
        changes: { duration_unit: ['days', 'months'], plan_type: ['individual', 'company'] },
      },
      'ar',
    );
    expect(rowsOf(table)).toEqual([
      ['نوع الباقة', 'أفراد', 'شركات'],
      ['وحدة المدة', 'أيام', 'أشهر'],
    ]);
  });

  it('shows a creation by its new values, other records by name, coded values by label, and a field no label knows by itself', async () => {
    const dataProvider = testDataProvider({
      // Area 1234 exists; area 77 has been deleted since.
      getMany: (async (_resource: string, { ids }: { ids: number[] }) => ({
        data: ids.includes(1234) ? [{ id: 1234, name: 'Granada Mall', name_ar: 'غرناطة مول' }] : [],
      })) as never,
    });
    const changes = {
      name: [null, 'North Entrance'],
      area_id: [null, 1234],
      status: [null, 'maintenance'],
      sensor_serial: [null, 'SN-1'],
    } satisfies AuditChanges;
    renderWithAdmin(
      <ResourceDefinitionContextProvider definitions={{ areas: { name: 'areas', hasShow: true } }}>
        <ChangesTable resource="gates" action="create" changes={changes} />
      </ResourceDefinitionContextProvider>,
      { dataProvider },
    );
    const created = screen.getByRole('table');
    expect(
      within(created)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Field', 'Value']);
    expect(await within(created).findByText('Granada Mall')).toBeInTheDocument();
    expect(rowsOf(created)).toEqual([
      ['Name', 'North Entrance'],
      ['Area', 'Granada Mall'],
      ['Status', 'Maintenance'],
      ['sensor_serial', 'SN-1'],
    ]);
  });

  it('shows a deletion by its last values, and a record that is gone by its number', async () => {
    const dataProvider = testDataProvider({ getMany: (async () => ({ data: [] })) as never });
    renderWithAdmin(
      <ResourceDefinitionContextProvider definitions={{ areas: { name: 'areas', hasShow: true } }}>
        <ChangesTable
          resource="sub-areas"
          action="delete"
          changes={{ name: ['Level 2', null], area_id: [77, null], max_capacity: [1200, null] }}
        />
      </ResourceDefinitionContextProvider>,
      { dataProvider },
    );
    const deleted = screen.getByRole('table');
    expect(rowsOf(deleted)).toEqual([
      ['Name', 'Level 2'],
      ['Area', '#77'],
      ['Max capacity', '1,200'],
    ]);
  });

  it('masks a secret: only the fact that it changed', () => {
    const table = renderTable({ resource: 'employees', action: 'password', changes: { password: ['***', '***'] } });
    const [row] = rowsOf(table);
    expect(row).toEqual(['Password', 'Hidden', 'Hidden']);
    expect(within(table).getAllByTitle('Secrets are never recorded, only that they changed')).toHaveLength(2);
    expect(table.textContent).not.toContain('***');
  });

  it('says when nothing changed', () => {
    renderWithAdmin(<ChangesTable resource="areas" action="update" changes={{}} />);
    expect(screen.getByText('No field changed')).toBeInTheDocument();
  });

  it('speaks Arabic: headers, labels and values', () => {
    const table = renderTable(
      { resource: 'areas', action: 'update', changes: { hourly_fee: [5, 7.5], is_active: [true, false] } },
      'ar',
    );
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['الحقل', 'قبل', 'بعد']);
    expect(rowsOf(table)).toEqual([
      ['رسوم الساعة (ر.س)', '5', '7.5'],
      ['نشطة', 'نعم', 'لا'],
    ]);
  });
});
