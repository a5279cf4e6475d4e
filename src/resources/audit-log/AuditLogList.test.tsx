import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResourceContextProvider, ResourceDefinitionContextProvider, testDataProvider } from 'react-admin';
import { ROLE } from '../../../domain/roles';
import type { AuditLogChoices } from '../../../domain/schemas/audit-log';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { signInAs } from '../../test/session';
import type { AuditEntry } from './auditEntry';
import AuditLogList from './AuditLogList';

const ENTRIES: AuditEntry[] = [
  {
    // 06:30 UTC is 09:30:15 in Riyadh, the operator's zone.
    id: 3,
    at: '2026-11-22T06:30:15Z',
    actor_id: 1,
    actor_name: 'Faisal Al-Qahtani',
    actor_role_id: ROLE.superAdmin,
    action: 'delete',
    resource: 'gates',
    record_id: 19,
    changes: { name: ['Temporary Gate', null], status: ['active', null] },
  },
  {
    id: 2,
    at: '2026-11-22T06:00:00Z',
    actor_id: 2,
    actor_name: 'نورة الحربي',
    actor_role_id: ROLE.admin,
    action: 'update',
    resource: 'areas',
    record_id: 7,
    changes: { hourly_fee: [6, 7.5], is_active: [true, false] },
  },
];
const CHOICES: AuditLogChoices = {
  actors: [
    { id: 1, name: 'Faisal Al-Qahtani', role_id: ROLE.superAdmin },
    { id: 2, name: 'نورة الحربي', role_id: ROLE.admin },
  ],
  resources: ['areas', 'gates'],
};

function renderList(locale: 'en' | 'ar' = 'en') {
  const lists: unknown[] = [];
  const dataProvider = testDataProvider({
    getList: (async (_resource: string, params: unknown) => {
      lists.push(params);
      return { data: ENTRIES, total: ENTRIES.length };
    }) as never,
    // Area 7 still exists; gate 19 was deleted.
    getMany: (async (resource: string) => ({
      data: resource === 'areas' ? [{ id: 7, name: 'Granada Mall', name_ar: 'غرناطة مول' }] : [],
    })) as never,
    getAuditLogChoices: async () => CHOICES,
  } as never);
  renderWithAdmin(
    <ResourceDefinitionContextProvider
      definitions={{
        'audit-log': { name: 'audit-log', hasShow: true },
        areas: { name: 'areas', hasShow: true },
        gates: { name: 'gates', hasEdit: true },
      }}
    >
      <ResourceContextProvider value="audit-log">
        <AuditLogList />
      </ResourceContextProvider>
    </ResourceDefinitionContextProvider>,
    { path: '/audit-log', locale, dataProvider },
  );
  return lists;
}

beforeEach(() => signInAs(ROLE.superAdmin));
afterEach(() => vi.restoreAllMocks());

describe('the audit log list', () => {
  it('lists the newest first: time in Riyadh, actor and role, action, record type, and the record linked while it exists', async () => {
    const lists = renderList();
    // The records of a page are asked for together, once the page has rendered.
    const link = await screen.findByRole('link', { name: 'Granada Mall' });
    expect(link).toHaveAttribute('href', '/areas/7/show');
    expect(lists[0]).toMatchObject({ sort: { field: 'at', order: 'DESC' } });
    const [, deleted, updated] = screen.getAllByRole('row');
    expect(deleted).toHaveTextContent('22 Nov 2026, 9:30:15 am');
    expect(within(deleted!).getByText('Super admin')).toBeInTheDocument();
    expect(within(deleted!).getByText('Deleted')).toBeInTheDocument();
    expect(within(deleted!).getByText('Gate')).toBeInTheDocument();
    // The deleted gate: named by the entry, with its number, and said to be gone.
    expect(within(deleted!).getByText('Temporary Gate')).toBeInTheDocument();
    await waitFor(() => expect(within(deleted!).getByText('#19 · no longer exists')).toBeInTheDocument());
    expect(within(updated!).getByText('Edited')).toBeInTheDocument();
    expect(within(updated!).getByText('Admin')).toBeInTheDocument();
  });

  it("offers the log's own actors, matched as the lists' search matches (Arabic folded)", async () => {
    renderList('ar');
    const actor = await screen.findByRole('combobox', { name: 'المنفّذ' });
    await userEvent.type(actor, 'نوره');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['نورة الحربي (مدير)']);
  });

  it('exports a CSV file with Riyadh times, translated values and the changes on one line', async () => {
    const files: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      files.push(blob as Blob);
      return 'blob:csv';
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Export' }));
    await waitFor(() => expect(files).toHaveLength(1));
    const rows = (await files[0]!.text())
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');
    expect(rows).toEqual([
      'ID,Time,Actor,Role,Action,Record type,Record,Changes',
      '3,2026-11-22 09:30,Faisal Al-Qahtani,Super admin,Deleted,Gate,19,Name: Temporary Gate; Status: Active',
      '2,2026-11-22 09:00,نورة الحربي,Admin,Edited,Area,7,Hourly fee (SAR): 6 → 7.5; Active: Yes → No',
    ]);
  });
});
