import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider, testDataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROLE } from '../../../domain/roles';
import type { EInvoiceDocument } from '../../providers/dataProvider';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { signInAs } from '../../test/session';
import { unit } from '../einvoice-units/fixtures';
import EInvoiceDocumentList from './EInvoiceDocumentList';
import { document } from './fixtures';

beforeEach(() => signInAs(ROLE.admin));

function setViewport(viewport: { width: number; height: number }) {
  (window as unknown as { happyDOM: { setViewport(size: typeof viewport): void } }).happyDOM.setViewport(viewport);
}
afterEach(() => setViewport({ width: 1440, height: 900 }));

function renderList(documents: EInvoiceDocument[]) {
  const filters: object[] = [];
  let stored = documents;
  let sendDue = 0;
  const dataProvider = testDataProvider({
    getList: (async (resource: string, { filter }: { filter: { status?: string } }) => {
      if (resource === 'einvoice-units') return { data: [unit()], total: 1 };
      filters.push(filter);
      const data = stored.filter((row) => !filter.status || row.status === filter.status);
      return { data, total: data.length };
    }) as never,
    sendDueEInvoices: async () => {
      sendDue += 1;
      stored = stored.map((row) => ({ ...row, status: 'reported', attempts: row.attempts + 1 }));
      return { issued: 1, sent: 2 };
    },
  } as never);
  renderWithAdmin(
    <ResourceContextProvider value="einvoice-documents">
      <EInvoiceDocumentList />
    </ResourceContextProvider>,
    { path: '/einvoice-documents', dataProvider },
  );
  return { filters, sendCount: () => sendDue };
}

const DOCUMENTS = [
  document(),
  document({ id: 8, number: 'PS-3-000013', counter: 13, status: 'not_reported', attempts: 1, total: 23 }),
  document({ id: 9, number: 'PS-3-000014', counter: 14, status: 'queued', attempts: 0, total: 5.75, vat: 0.75 }),
];

const rowOf = (number: string) => screen.getByText(number).closest('tr')!;

describe('the e-invoices list', () => {
  it('shows each document’s number, time, kind, type, amounts, status and attempts', async () => {
    renderList(DOCUMENTS);
    await screen.findByText('PS-3-000012');
    expect(rowOf('PS-3-000012')).toHaveTextContent(
      'PS-3-0000121 Mar 2026, 11:59 pmSimplifiedInvoiceSAR 11.00SAR 1.43Reported1',
    );
    expect(within(rowOf('PS-3-000013')).getByText('Not reported')).toBeInTheDocument();
    expect(rowOf('PS-3-000014')).toHaveTextContent('SAR 5.75SAR 0.75Queued0');
  });

  it('filters by the Authority’s answer', async () => {
    const { filters } = renderList(DOCUMENTS);
    await screen.findByText('PS-3-000012');
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Not reported' }));
    await waitFor(() => expect(screen.queryByText('PS-3-000012')).toBeNull());
    expect(filters.at(-1)).toEqual({ status: 'not_reported' });
    expect(screen.getByText('PS-3-000013')).toBeInTheDocument();
  });

  it('says on a phone which documents are credit notes, the kind and type columns being gone', async () => {
    setViewport({ width: 390, height: 844 });
    renderList([
      document(),
      document({ id: 8, number: 'PS-3-000013', counter: 13, type: 'credit-note', corrects_id: 7, total: 1 }),
    ]);
    const creditNote = (await screen.findByText('PS-3-000013')).closest('li')!;
    expect(creditNote).toHaveTextContent('Credit note · SAR 1.00 · 1 Mar 2026, 11:59 pm');
    expect(screen.getByText('PS-3-000012').closest('li')).toHaveTextContent('SAR 11.00 · 1 Mar 2026, 11:59 pm');
    expect(screen.getByText('PS-3-000012').closest('li')).not.toHaveTextContent('Invoice');
  });

  it('sends what is due now and shows the list as it then stands', async () => {
    const { sendCount } = renderList(DOCUMENTS);
    await screen.findByText('PS-3-000014');
    await userEvent.click(screen.getByRole('button', { name: 'Send now' }));
    await waitFor(() => expect(within(rowOf('PS-3-000014')).getByText('Reported')).toBeInTheDocument());
    expect(sendCount()).toBe(1);
  });
});
