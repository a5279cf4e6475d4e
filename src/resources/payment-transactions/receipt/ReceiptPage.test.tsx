import { render, screen, within } from '@testing-library/react';
import { QRCodeSVG } from 'qrcode.react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { HttpError, testDataProvider } from 'react-admin';
import { ROLE } from '../../../../domain/roles';
import type { Receipt } from '../../../providers/dataProvider';
import { renderWithAdmin } from '../../../test/renderWithAdmin';
import { signInAs } from '../../../test/session';
import { STAY_RECEIPT } from '../../../../domain/fixtures/receipt';
import ReceiptPage from './ReceiptPage';

beforeEach(() => signInAs(ROLE.admin));

function renderReceipt({
  locale = 'en',
  digits = 'latn',
  answer = async () => STAY_RECEIPT,
}: { locale?: 'en' | 'ar'; digits?: 'latn' | 'arab'; answer?: () => Promise<Receipt> } = {}) {
  const dataProvider = testDataProvider({ getPaymentReceipt: answer } as never);
  renderWithAdmin(<ReceiptPage />, {
    path: '/parking-transactions/41/receipt',
    route: '/parking-transactions/:id/receipt',
    locale,
    digits,
    dataProvider,
  });
}

/** Text as read: without the bidirectional marks around numbers and isolated text, its no-break spaces plain ones. */
const withoutMarks = (text: string) =>
  text
    .replace(/[\u200e\u200f\u061c\u2068\u2069]/g, '')
    .replace(/\u00a0/g, ' ')
    .trim();

/** The row of the receipt whose label is `label`, label and value, as text. */
function rowText(receipt: HTMLElement, label: string): string {
  const labelled = within(receipt)
    .getAllByText(label, { normalizer: withoutMarks })
    .find((element) => element.nextElementSibling)!;
  return withoutMarks(labelled.parentElement!.textContent!);
}

describe('the receipt of a payment', () => {
  it('reads in Arabic, right to left: the seller and its VAT number, the stay and its lines, the amount with its VAT, and the QR code', async () => {
    renderReceipt({ locale: 'ar' });
    // The number is isolated in the Arabic title, so that it reads left to right.
    const receipt = await screen.findByRole('article', { name: 'الإيصال \u2068R-000041\u2069' });
    expect(
      (await within(receipt).findByRole('heading', { name: 'شركة مواقف الرياض' })).closest('[dir]'),
    ).toHaveAttribute('dir', 'rtl');
    expect(within(receipt).getByText('فاتورة ضريبية مبسطة')).toBeInTheDocument();
    expect(within(receipt).getByText('شارع العليا، الرياض 12214')).toBeInTheDocument();
    expect(within(receipt).getByText(/الرقم الضريبي/)).toHaveTextContent('الرقم الضريبي: 310122393500003');
    expect(rowText(receipt, 'رقم الإيصال')).toContain('R-000041');
    // Issued at 20:59 UTC: 11:59 in the evening in Riyadh.
    expect(rowText(receipt, 'التاريخ والوقت')).toBe('التاريخ والوقت1 مارس 2026، 11:59 م');
    // The Umm al-Qura date of that evening beside it; the Gregorian one is the legal date.
    expect(rowText(receipt, 'التاريخ الهجري')).toBe('التاريخ الهجري12 رمضان 1447 هـ');
    expect(rowText(receipt, 'رقم اللوحة')).toContain('1234 ABJ');
    expect(rowText(receipt, 'المنطقة')).toContain('برج طريق الملك فهد');
    expect(rowText(receipt, 'المدة')).toContain('ساعتان');
    expect(within(receipt).getByText('ساعتان إضافيتان × 3.00 ر.س.', { normalizer: withoutMarks })).toBeInTheDocument();
    expect(rowText(receipt, 'طريقة الدفع')).toBe('طريقة الدفعنقدًا');
    expect(rowText(receipt, 'المبلغ قبل الضريبة')).toBe('المبلغ قبل الضريبة9.57 ر.س.');
    expect(rowText(receipt, 'ضريبة القيمة المضافة 15٪')).toBe('ضريبة القيمة المضافة 15٪1.43 ر.س.');
    expect(rowText(receipt, 'الإجمالي شامل الضريبة')).toBe('الإجمالي شامل الضريبة11.00 ر.س.');
    expect(
      within(receipt).getByText('رمز الاستجابة السريعة لهذه الفاتورة لدى هيئة الزكاة والضريبة والجمارك'),
    ).toBeInTheDocument();
    expect(within(receipt).queryByText('Simplified tax invoice')).not.toBeInTheDocument();
  });

  it('puts both languages on one receipt when asked, each in its own direction, the Arabic in the digits the user chose', async () => {
    renderReceipt({ locale: 'ar', digits: 'arab' });
    await screen.findByText('فاتورة ضريبية مبسطة');
    await userEvent.click(screen.getByRole('button', { name: 'العربية والإنجليزية' }));
    const receipt = await screen.findByRole('article', { name: 'الإيصال \u2068R-000041\u2069' });
    const english = (await within(receipt).findByText('Simplified tax invoice')).closest('[dir]')!;
    const arabic = within(receipt).getByText('فاتورة ضريبية مبسطة').closest('[dir]')!;
    expect(english).toHaveAttribute('dir', 'ltr');
    expect(english).toHaveAttribute('lang', 'en');
    expect(arabic).toHaveAttribute('dir', 'rtl');
    // The app's language comes first: on the right of a right-to-left page.
    expect(arabic.compareDocumentPosition(english) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    expect(within(english as HTMLElement).getByRole('heading', { name: 'Riyadh Parking Co.' })).toBeInTheDocument();
    expect(rowText(english as HTMLElement, 'Amount before VAT')).toBe('Amount before VATSAR 9.57');
    expect(rowText(english as HTMLElement, 'VAT 15%')).toBe('VAT 15%SAR 1.43');
    expect(rowText(english as HTMLElement, 'Total with VAT')).toBe('Total with VATSAR 11.00');
    expect(rowText(english as HTMLElement, 'Date and time')).toBe('Date and time1 Mar 2026, 11:59 pm');
    expect(rowText(english as HTMLElement, 'Hijri date')).toBe('Hijri date12 Ramadan 1447 AH');
    expect(
      within(english as HTMLElement).getByText('2 further hours × SAR 3.00', { normalizer: withoutMarks }),
    ).toBeInTheDocument();

    expect(rowText(arabic as HTMLElement, 'المبلغ قبل الضريبة')).toBe('المبلغ قبل الضريبة٩٫٥٧ ر.س.');
    expect(rowText(arabic as HTMLElement, 'ضريبة القيمة المضافة ١٥٪')).toBe('ضريبة القيمة المضافة ١٥٪١٫٤٣ ر.س.');
    expect(rowText(arabic as HTMLElement, 'التاريخ والوقت')).toBe('التاريخ والوقت١ مارس ٢٠٢٦، ١١:٥٩ م');
    expect(rowText(arabic as HTMLElement, 'التاريخ الهجري')).toBe('التاريخ الهجري١٢ رمضان ١٤٤٧ هـ');
    // One QR code for the receipt, whatever its languages.
    expect(
      within(receipt).getAllByText('رمز الاستجابة السريعة لهذه الفاتورة لدى هيئة الزكاة والضريبة والجمارك'),
    ).toHaveLength(1);
  });

  it('names the subscription a payment paid for, with its plan and period', async () => {
    renderReceipt({
      answer: async () => ({
        ...STAY_RECEIPT,
        type: 'subscription',
        stay: null,
        subscription: {
          kind: 'individual',
          reference: 'KQ7M-2XPA',
          holder_name: 'Sultan Al-Zahrani',
          company: null,
          plan: { name_en: 'Monthly Plan', name_ar: 'الباقة الشهرية' },
          start_date: '2026-03-02',
          end_date: '2026-03-31',
          units: null,
        },
        payment_method: { code: 'bank_transfer', name_en: 'Bank transfer', name_ar: 'تحويل بنكي' },
        reference: 'KQ7M-2XPA',
        net: 217.39,
        vat: 32.61,
        total: 250,
      }),
    });
    const receipt = await screen.findByRole('article', { name: 'Receipt R-000041' });
    expect(await within(receipt).findByRole('heading', { name: 'Subscription' })).toBeInTheDocument();
    expect(rowText(receipt, 'Plan')).toBe('PlanMonthly Plan');
    expect(rowText(receipt, 'Subscriber')).toBe('SubscriberSultan Al-Zahrani');
    expect(rowText(receipt, 'Period')).toBe('Period2 Mar 2026 to 31 Mar 2026');
    expect(rowText(receipt, 'Reference')).toBe('ReferenceKQ7M-2XPA');
    expect(rowText(receipt, 'Total with VAT')).toBe('Total with VATSAR 250.00');
    expect(within(receipt).queryByText('Plate')).not.toBeInTheDocument();
  });

  it('prints a phase-2 invoice’s number under its title in Arabic too, on the slip as on A4, with the document’s QR code', async () => {
    const qr = 'AQ1SaXlhZGggUGFya2luZyBDby4CDzMxMDEyMjM5MzUwMDAwMw==';
    renderReceipt({
      answer: async () => ({
        ...STAY_RECEIPT,
        einvoice: {
          number: 'PS-3-000012',
          uuid: '3cf5ee18-ee25-44ea-a444-2c37ba7f28be',
          counter: 12,
          hash: 'ZDUxNmVhMjJmMWIz',
          kind: 'simplified',
          type: 'invoice',
          status: 'reported',
          released: true,
          buyer: null,
        },
        qr,
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: '80 mm slip' }));
    const receipt = await screen.findByRole('article', { name: 'Receipt R-000041' });
    expect(within(receipt).getByText('Simplified tax invoice / فاتورة ضريبية مبسطة')).toBeInTheDocument();
    expect(rowText(receipt, 'Invoice number')).toBe('Invoice numberPS-3-000012');
    expect(rowText(receipt, 'Receipt number')).toBe('Receipt numberR-000041');
    const { container: expected } = render(<QRCodeSVG value={qr} level="M" marginSize={2} />);
    const modules = (root: Element) => root.querySelectorAll('path')[1]?.getAttribute('d');
    expect(modules(within(receipt).getByTitle('QR code of this invoice for ZATCA').closest('svg')!)).toBe(
      modules(expected),
    );
  });

  it('holds a company’s tax invoice back until ZATCA clears it, naming the buyer', async () => {
    const einvoice = {
      number: 'PS-1-000007',
      uuid: '5b0f8bbf-0d43-4f0e-9d0f-2f9e3f1b7a11',
      counter: 7,
      hash: 'ZDUxNmVhMjJmMWIz',
      kind: 'standard' as const,
      type: 'invoice' as const,
      buyer: {
        name: 'شركة النور للتجارة',
        vat_number: '311111111100003',
        street: 'طريق العليا',
        building_number: '7235',
        district: 'العليا',
        city: 'الرياض',
        postal_code: '12244',
      },
    };
    renderReceipt({
      answer: async () => ({ ...STAY_RECEIPT, einvoice: { ...einvoice, status: 'queued', released: false } }),
    });
    const receipt = await screen.findByRole('article', { name: 'Receipt R-000041' });
    expect(
      await within(receipt).findByText('Tax invoice / فاتورة ضريبية', { normalizer: withoutMarks }),
    ).toBeInTheDocument();
    expect(rowText(receipt, 'VAT number')).toBe('VAT number311111111100003');
    expect(rowText(receipt, 'National address')).toBe('National address7235 طريق العليا, العليا, الرياض 12244');
    expect(within(receipt).getByRole('status')).toHaveTextContent('Awaiting clearance by ZATCA');
    expect(within(receipt).queryByTitle('QR code of this invoice for ZATCA')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeDisabled();
  });

  it('says what a merchant’s top-up or bill pays for: parking it validated for its customers, in both languages', async () => {
    const merchantReceipt = { ...STAY_RECEIPT, type: 'merchant' as const, stay: null, subscription: null };
    renderReceipt({ answer: async () => merchantReceipt });
    const receipt = await screen.findByRole('article', { name: 'Receipt R-000041' });
    expect(await within(receipt).findByText('Parking validated for the merchant’s customers')).toBeInTheDocument();
    expect(within(receipt).queryByText('Plate')).not.toBeInTheDocument();
  });

  it('prints a refund’s credit note: its own title in both languages, what it corrects, and what was paid back', async () => {
    renderReceipt({
      answer: async () => ({
        ...STAY_RECEIPT,
        number: 'R-000042',
        transaction_id: 42,
        stay: { ...STAY_RECEIPT.stay!, lines: [] },
        total: 5,
        vat: 0.65,
        net: 4.35,
        corrects: { number: 'R-000041', einvoice_number: 'PS-3-000012' },
        einvoice: {
          number: 'PS-3-000013',
          uuid: '6d0f8bbf-0d43-4f0e-9d0f-2f9e3f1b7a12',
          counter: 13,
          hash: 'ZTUxNmVhMjJmMWIz',
          kind: 'simplified',
          type: 'credit-note',
          status: 'reported',
          released: true,
          buyer: null,
        },
      }),
    });
    const receipt = await screen.findByRole('article', { name: 'Receipt R-000042' });
    expect(await within(receipt).findByText('Simplified credit note / إشعار دائن مبسط')).toBeInTheDocument();
    expect(within(receipt).queryByText('Simplified tax invoice / فاتورة ضريبية مبسطة')).not.toBeInTheDocument();
    expect(rowText(receipt, 'Corrects receipt')).toBe('Corrects receiptR-000041');
    expect(rowText(receipt, 'Corrects invoice')).toBe('Corrects invoicePS-3-000012');
    expect(rowText(receipt, 'Refunded, VAT included')).toBe('Refunded, VAT includedSAR 5.00');
    expect(within(receipt).queryByText('Total with VAT')).not.toBeInTheDocument();
  });

  it('says why a payment has no receipt', async () => {
    renderReceipt({
      locale: 'ar',
      answer: async () => {
        throw new HttpError('ps.errors.no_receipt', 422);
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('لا إيصال إلا لدفعة أو استرداد مدفوع بمبلغ أكبر من صفر');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
