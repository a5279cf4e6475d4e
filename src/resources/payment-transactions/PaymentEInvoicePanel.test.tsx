import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider, testDataProvider } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ROLE } from '../../../domain/roles';
import type { EInvoiceDocument } from '../../providers/dataProvider';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { signInAs } from '../../test/session';
import { document } from '../einvoice-documents/fixtures';
import { AREAS, PAYMENT_METHODS } from '../subscriptions/fixtures';
import { payment } from './fixtures';
import PaymentTransactionShow from './PaymentTransactionShow';

beforeEach(() => signInAs(ROLE.admin));

function renderPayment(documents: EInvoiceDocument[]) {
  const asked: object[] = [];
  const xmlOf: number[] = [];
  const dataProvider = testDataProvider({
    getOne: (async () => ({ data: payment({ id: 41, amount: 11 }) })) as never,
    getList: (async (resource: string, { filter }: { filter: { payment_transaction_id?: number } }) => {
      if (resource === 'payment-methods') return { data: PAYMENT_METHODS, total: PAYMENT_METHODS.length };
      if (resource !== 'einvoice-documents') return { data: AREAS, total: AREAS.length };
      asked.push(filter);
      const data = documents.filter((row) => row.payment_transaction_id === filter.payment_transaction_id);
      return { data, total: data.length };
    }) as never,
    getMany: (async () => ({ data: AREAS })) as never,
    getPaymentEInvoiceXml: async (id: number) => {
      xmlOf.push(id);
      return { text: '<Invoice/>', fileName: `e-invoice-${id}.xml` };
    },
  } as never);
  renderWithAdmin(
    <ResourceContextProvider value="parking-transactions">
      <PaymentTransactionShow />
    </ResourceContextProvider>,
    { path: '/parking-transactions/41/show', route: '/parking-transactions/:id/show', dataProvider },
  );
  return { asked, xmlOf };
}

const panel = () =>
  screen.findByRole('heading', { name: 'E-invoice' }).then((title) => title.closest('.MuiCard-root')!);

describe('the e-invoice of a payment', () => {
  it('shows the document’s number, counter, status, hash and the Authority’s messages, with links to it and its XML', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:xml');
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const { asked, xmlOf } = renderPayment([
      document({
        status: 'reported_with_warnings',
        messages: [{ type: 'WARNING', code: 'BR-KSA-08', category: 'KSA', message: 'Seller identification missing' }],
      }),
    ]);
    const card = (await panel()) as HTMLElement;
    expect(asked).toEqual([{ payment_transaction_id: 41 }]);
    expect(within(card).getByText('PS-3-000012')).toBeInTheDocument();
    expect(within(card).getByText('Counter').closest('[class*="RaLabeled-root"]')).toHaveTextContent('Counter12');
    expect(within(card).getByText('Reported with warnings')).toBeInTheDocument();
    expect(within(card).getByText(document().hash).tagName).toBe('CODE');
    expect(within(card).getByRole('row', { name: /BR-KSA-08/ })).toHaveTextContent(
      'WarningBR-KSA-08KSASeller identification missing',
    );
    expect(within(card).getByRole('link', { name: 'Open the e-invoice' })).toHaveAttribute(
      'href',
      '/einvoice-documents/7/show',
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Download XML' }));
    await waitFor(() => expect(names).toEqual(['e-invoice-41.xml']));
    expect(xmlOf).toEqual([41]);
  });

  it('says a refund’s document is a credit note', async () => {
    renderPayment([document({ type: 'credit-note', corrects_id: 6 })]);
    const card = (await panel()) as HTMLElement;
    expect(within(card).getByText('Type').closest('[class*="RaLabeled-root"]')).toHaveTextContent('TypeCredit note');
  });

  it('shows nothing for a payment that has no e-invoice', async () => {
    const { asked } = renderPayment([document({ payment_transaction_id: 40 })]);
    await screen.findByRole('heading', { name: 'Payment' });
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'E-invoice' })).toBeNull();
  });
});
