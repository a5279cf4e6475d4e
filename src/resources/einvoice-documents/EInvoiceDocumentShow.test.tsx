import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider, testDataProvider } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ROLE } from '../../../domain/roles';
import type { EInvoiceDocument } from '../../providers/dataProvider';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { signInAs } from '../../test/session';
import EInvoiceDocumentShow from './EInvoiceDocumentShow';
import { document } from './fixtures';

beforeEach(() => signInAs(ROLE.admin));

const REFUSED = document({
  status: 'not_reported',
  http_status: 400,
  messages: [
    {
      type: 'ERROR',
      code: 'invalid-invoice-hash',
      category: 'INVOICE_HASHING_ERRORS',
      message: 'The invoice hash API body does not match the (calculated) Hash of the XML',
    },
    { type: 'WARNING', code: 'BR-KSA-08', category: 'KSA', message: 'The seller identification is missing' },
  ],
});

function renderDocument(
  record: EInvoiceDocument,
  { locale = 'en', others = [] }: { locale?: 'en' | 'ar'; others?: EInvoiceDocument[] } = {},
) {
  const resent: number[] = [];
  let stored = record;
  const dataProvider = testDataProvider({
    getOne: (async () => ({ data: stored })) as never,
    getMany: (async (_resource: string, { ids }: { ids: number[] }) => ({
      data: others.filter((other) => ids.includes(other.id)),
    })) as never,
    resendEInvoice: async (id: number) => {
      resent.push(id);
      stored = { ...stored, status: 'reported', attempts: stored.attempts + 1, messages: [] };
      return stored;
    },
    getEInvoiceXml: async (id: number) => ({ text: '<Invoice/>', fileName: `e-invoice-document-${id}.xml` }),
  } as never);
  renderWithAdmin(
    <ResourceContextProvider value="einvoice-documents">
      <EInvoiceDocumentShow />
    </ResourceContextProvider>,
    { path: `/einvoice-documents/${record.id}/show`, route: '/einvoice-documents/:id/show', dataProvider, locale },
  );
  return resent;
}

describe('an e-invoice’s page', () => {
  it('shows its chain, its payment and the Authority’s messages, and resends a refused document', async () => {
    const resent = renderDocument(REFUSED);
    const messages = await screen.findByRole('table', { name: 'The Authority’s messages' });
    const rows = within(messages)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows[1]).toBe(
      'Errorinvalid-invoice-hashINVOICE_HASHING_ERRORSThe invoice hash API body does not match the (calculated) Hash of the XML',
    );
    expect(rows[2]).toBe('WarningBR-KSA-08KSAThe seller identification is missing');
    expect(screen.getByText(REFUSED.hash)).toBeInTheDocument();
    expect(screen.getByText(REFUSED.previous_hash)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Payment #41' })).toHaveAttribute('href', '/parking-transactions/41/show');
    // An admin reads the documents but not the units: the unit's name, not a link to a page that would refuse them.
    expect(screen.getByText('PS-EGS-1')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'PS-EGS-1' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('The Authority sent no message')).toBeInTheDocument();
    expect(resent).toEqual([7]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Resend' })).toBeNull());
  });

  it('links the super admin, who opens the units, to the unit that signed it', async () => {
    signInAs(ROLE.superAdmin);
    renderDocument(REFUSED);
    expect(await screen.findByRole('link', { name: 'PS-EGS-1' })).toHaveAttribute('href', '/einvoice-units/3/show');
  });

  it('names the invoice a credit note corrects, as a link to it', async () => {
    const invoice = document();
    const creditNote = document({ id: 9, number: 'PS-3-000015', type: 'credit-note', corrects_id: invoice.id });
    renderDocument(creditNote, { others: [invoice] });
    expect(await screen.findByText('Corrects')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'PS-3-000012' })).toHaveAttribute(
      'href',
      '/einvoice-documents/7/show',
    );
  });

  it('says nothing of a correction on an invoice', async () => {
    renderDocument(document());
    await screen.findByText('PS-3-000012');
    expect(screen.queryByText('Corrects')).toBeNull();
  });

  it('offers no resend for a document the Authority accepted, and downloads its XML with the session', async () => {
    const files: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      files.push(blob as Blob);
      return 'blob:xml';
    });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderDocument(document({ status: 'reported_with_warnings' }), { locale: 'ar' });
    await userEvent.click(await screen.findByRole('button', { name: 'تنزيل ملف الفاتورة الموقّع' }));
    await waitFor(() => expect(names).toEqual(['e-invoice-document-7.xml']));
    expect(await files[0]!.text()).toBe('<Invoice/>');
    expect(files[0]!.type).toBe('application/xml;charset=utf-8');
    expect(screen.getByText('مُبلَّغ عنها مع تحذيرات')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'إعادة الإرسال' })).toBeNull();
  });
});
