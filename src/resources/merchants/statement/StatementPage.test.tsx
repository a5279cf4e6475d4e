import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testDataProvider } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ROLE } from '../../../../domain/roles';
import type { MerchantStatement } from '../../../providers/dataProvider';
import { renderWithAdmin } from '../../../test/renderWithAdmin';
import { signInAs } from '../../../test/session';
import StatementPage from './StatementPage';

beforeEach(() => signInAs(ROLE.admin));

const OCTOBER: MerchantStatement = {
  merchant_id: 8,
  merchant_name: 'Corniche Hotel',
  merchant_name_ar: 'فندق الكورنيش',
  billing_mode: 'monthly',
  month: '2026-10',
  validations: [
    {
      id: 3,
      // 21:30 in Riyadh on the 5th.
      created_at: '2026-10-05T18:30:00.000Z',
      plate: 'ABJ1234',
      offer_name: 'Hotel guest 50%',
      offer_name_ar: 'نزيل الفندق 50٪',
      reason: 'hotel_guest',
      amount: 7.5,
    },
    {
      id: 4,
      created_at: '2026-10-20T09:00:00.000Z',
      plate: 'REDACTED',
      offer_name: 'Hotel guest 50%',
      offer_name_ar: null,
      reason: 'goodwill',
      amount: 4,
    },
  ],
  count: 2,
  total: 11.5,
  bill: null,
};

/** The statement of merchant 8 at `month`; answers October's for any month asked, and records what was asked. */
function renderStatement({
  locale = 'en',
  month = '2026-10',
  bill = null,
}: { locale?: 'en' | 'ar'; month?: string; bill?: MerchantStatement['bill'] } = {}) {
  const asked: string[] = [];
  const files: string[] = [];
  const bills: unknown[] = [];
  let billed = bill;
  const dataProvider = testDataProvider({
    getMerchantStatement: async (_id: string, chosen: string) => {
      asked.push(chosen);
      return { ...OCTOBER, month: chosen, bill: billed };
    },
    billMerchant: async (id: number, body: { month: string }) => {
      bills.push({ id, ...body });
      billed = { ...BILL, month: body.month };
      return billed;
    },
    getMerchantStatementCsv: async (id: string, chosen: string) => {
      files.push(`${id} ${chosen}`);
      return { text: 'Merchant,Corniche Hotel', fileName: `merchant-${id}-statement-${chosen}.csv` };
    },
  } as never);
  renderWithAdmin(<StatementPage />, {
    path: `/merchants/8/statement?month=${month}`,
    route: '/merchants/:id/statement',
    locale,
    dataProvider,
  });
  return { asked, files, bills };
}

const BILL = {
  id: 1,
  merchant_id: 8,
  month: '2026-10',
  amount: 11.5,
  transaction_id: 77,
  created_by: 1,
  created_at: '2026-11-01T09:00:00.000Z',
};

const withoutMarks = (text: string) => text.replace(/[\u200e\u200f\u061c\u2068\u2069]/g, '').replace(/\u00a0/g, ' ');

describe("a merchant's monthly statement", () => {
  it('lists the month’s validations as they print, with their count and what is due; Previous month asks for the one before', async () => {
    const { asked, files } = renderStatement();
    const paper = await screen.findByRole('article', { name: 'Statement: Corniche Hotel' });
    expect(await within(paper).findByText('October 2026')).toBeInTheDocument();
    const rows = within(paper).getAllByRole('row');
    expect(rows.map((row) => withoutMarks(row.textContent!))).toEqual([
      'TimePlateOfferReasonAmount',
      '5 Oct 2026, 9:30 pmح ب ا ١٢٣٤ | 1234 ABJHotel guest 50%Hotel guestSAR 7.50',
      '20 Oct 2026, 12:00 pmREDACTEDHotel guest 50%GoodwillSAR 4.00',
    ]);
    expect(within(paper).getByText('2 validations')).toBeInTheDocument();
    expect(withoutMarks(within(paper).getByText('Due for the month').parentElement!.textContent!)).toBe(
      'Due for the monthSAR 11.50',
    );
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();

    // The file is handed to the browser as a download; the page itself stays where it is.
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:csv';
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(files).toEqual(['8 2026-10']));
    await waitFor(() => expect(saved).toHaveLength(1));
    const bytes = new Uint8Array(await saved[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe('Merchant,Corniche Hotel');
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(await within(screen.getByRole('article')).findByText('September 2026')).toBeInTheDocument();
    expect(asked).toEqual(['2026-10', '2026-09']);
    expect(screen.getByRole('link', { name: 'Back to the merchant' })).toHaveAttribute('href', '/merchants/8/show');
  });

  it('reads in Arabic: the merchant’s and offers’ Arabic names, the reasons and the count in Arabic', async () => {
    renderStatement({ locale: 'ar' });
    const paper = await screen.findByRole('article', { name: /فندق الكورنيش/ });
    expect(await within(paper).findByRole('heading', { name: 'كشف اعتماد المواقف' })).toBeInTheDocument();
    expect(within(paper).getByText('نزيل الفندق 50٪')).toBeInTheDocument();
    // An offer without an Arabic name keeps its own.
    expect(within(paper).getByText('Hotel guest 50%')).toBeInTheDocument();
    expect(within(paper).getByText('نزيل فندق')).toBeInTheDocument();
    expect(within(paper).getByText('اعتمادان')).toBeInTheDocument();
    expect(within(paper).getByText('المستحق عن الشهر')).toBeInTheDocument();
  });

  it('prints in English and Arabic, one after the other, when both are chosen', async () => {
    renderStatement();
    const paper = await screen.findByRole('article', { name: 'Statement: Corniche Hotel' });
    expect(await within(paper).findByRole('heading', { name: 'Parking validation statement' })).toBeInTheDocument();
    expect(within(paper).queryByRole('heading', { name: 'كشف اعتماد المواقف' })).not.toBeInTheDocument();
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Language' })).getByRole('button', { name: 'English and Arabic' }),
    );
    expect(await within(paper).findByRole('heading', { name: 'كشف اعتماد المواقف' })).toBeInTheDocument();
    const headings = within(paper).getAllByRole('heading', { name: /statement|كشف/ });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Parking validation statement',
      'كشف اعتماد المواقف',
    ]);
    expect(within(paper).getByText('اعتمادان')).toBeInTheDocument();
    expect(within(paper).getByText('2 validations')).toBeInTheDocument();
  });

  it('bills a month that is over once, then shows when and links its tax invoice', async () => {
    const { bills } = renderStatement();
    await screen.findByRole('article');
    await userEvent.click(await screen.findByRole('button', { name: 'Bill this month' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/come to SAR\s11\.50/)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Payment reference'), 'TRF-10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bill this month' }));
    await waitFor(() => expect(bills).toEqual([{ id: 8, month: '2026-10', reference: 'TRF-10' }]));
    expect(await screen.findByRole('link', { name: 'Tax invoice' })).toHaveAttribute(
      'href',
      '/parking-transactions/77/receipt',
    );
    expect(screen.queryByRole('button', { name: 'Bill this month' })).not.toBeInTheDocument();
  });

  it('shows a billed month’s tax invoice in Arabic', async () => {
    renderStatement({ locale: 'ar', bill: BILL });
    expect(await screen.findByRole('link', { name: 'الفاتورة الضريبية' })).toHaveAttribute(
      'href',
      '/parking-transactions/77/receipt',
    );
  });

  it('goes no later than the current month', async () => {
    const { asked } = renderStatement({ month: '2999-01' });
    await screen.findByRole('article');
    expect(asked).toHaveLength(1);
    expect(asked[0]! < '2999-01').toBe(true);
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
  });
});
