import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, ResourceContextProvider, testDataProvider } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { ROLE } from '../../../domain/roles';
import type { EInvoiceChainCheck } from '../../../domain/schemas/einvoice';
import type { EInvoiceUnit, EInvoiceUnitStep } from '../../providers/dataProvider';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { signInAs } from '../../test/session';
import { AREAS } from '../subscriptions/fixtures';
import EInvoiceUnitShow from './EInvoiceUnitShow';
import { unit } from './fixtures';

beforeEach(() => signInAs(ROLE.superAdmin));

const PASSED_CHECKS = {
  'simplified-invoice': 'REPORTED',
  'simplified-credit-note': 'REPORTED',
  'standard-invoice': 'CLEARED',
  'standard-credit-note': 'CLEARED',
};

/** What each step makes of the unit, as the simulator answers it. */
const AFTER: Record<EInvoiceUnitStep, Partial<EInvoiceUnit>> = {
  'compliance-csid': { status: 'compliance' },
  'compliance-checks': { status: 'checked', compliance_checks: PASSED_CHECKS },
  'production-csid': { status: 'active', certificate_expires_at: '2031-11-20T09:00:00.000Z' },
  renewal: { certificate_expires_at: '2032-11-20T09:00:00.000Z' },
  revocation: { status: 'revoked' },
};

function renderUnit({
  record = unit(),
  refuse,
  chain,
  locale = 'en',
}: {
  record?: EInvoiceUnit;
  refuse?: (step: EInvoiceUnitStep) => HttpError | undefined;
  chain?: EInvoiceChainCheck;
  locale?: 'en' | 'ar';
} = {}) {
  const steps: Array<[EInvoiceUnitStep, object | undefined]> = [];
  let stored = record;
  const dataProvider = testDataProvider({
    getOne: (async () => ({ data: stored })) as never,
    getMany: (async () => ({ data: AREAS })) as never,
    stepEInvoiceUnit: async (_id: number, step: EInvoiceUnitStep, body?: object) => {
      const refusal = refuse?.(step);
      if (refusal) throw refusal;
      steps.push([step, body]);
      stored = { ...stored, ...AFTER[step] };
      return stored;
    },
    checkEInvoiceChain: async () => chain,
  } as never);
  renderWithAdmin(
    <ResourceContextProvider value="einvoice-units">
      <EInvoiceUnitShow />
    </ResourceContextProvider>,
    { path: '/einvoice-units/3/show', route: '/einvoice-units/:id/show', dataProvider, locale },
  );
  return steps;
}

/** The step the stepper is at, by its label. */
const currentStep = () => document.querySelector('.MuiStepLabel-label.Mui-active')?.textContent;

describe('the onboarding of an e-invoicing unit', () => {
  it('goes from the OTP to an active unit, one step at a time, showing each document type’s check', async () => {
    const steps = renderUnit();
    await userEvent.click(await screen.findByRole('button', { name: 'Enter OTP' }));
    const dialog = await screen.findByRole('dialog', { name: 'Compliance CSID for PS-EGS-1' });
    await userEvent.type(within(dialog).getByLabelText(/One-time password/), '12345');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enter OTP' }));
    expect(await within(dialog).findByText('Six digits, as the Fatoora portal gives them')).toBeInTheDocument();
    expect(steps).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText(/One-time password/), '6');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enter OTP' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(currentStep()).toBe('Compliance checks');

    await userEvent.click(await screen.findByRole('button', { name: 'Run compliance checks' }));
    await screen.findByRole('button', { name: 'Get production CSID' });
    const results = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(results).toEqual([
      'Simplified invoiceReported',
      'Simplified credit noteReported',
      'Standard invoiceCleared',
      'Standard credit noteCleared',
    ]);
    expect(currentStep()).toBe('Production CSID');

    await userEvent.click(screen.getByRole('button', { name: 'Get production CSID' }));
    expect(await screen.findByRole('button', { name: 'Renew certificate' })).toBeInTheDocument();
    expect(currentStep()).toBe('Issuing invoices');
    expect(steps).toEqual([
      ['compliance-csid', { otp: '123456' }],
      ['compliance-checks', undefined],
      ['production-csid', undefined],
    ]);
  });

  it('shows the Authority’s refusal of a step with its messages, and stays at the step', async () => {
    renderUnit({
      record: unit({ status: 'compliance' }),
      refuse: () =>
        new HttpError('ps.errors.fatoora_refused', 422, {
          code: 'fatoora_refused',
          messages: [{ type: 'ERROR', code: 'BR-KSA-26', category: 'KSA', message: 'PIH is not valid' }],
        }),
      locale: 'ar',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'تشغيل فحوص الامتثال' }));
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('رفضت الهيئة الطلب');
    expect(refusal).toHaveTextContent('BR-KSA-26: PIH is not valid');
    expect(currentStep()).toBe('فحوص الامتثال');
  });

  it('renews an active unit with a new OTP and revokes it once confirmed', async () => {
    const steps = renderUnit({ record: unit({ status: 'active', compliance_checks: PASSED_CHECKS }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Renew certificate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Renew the certificate of PS-EGS-1' });
    await userEvent.type(within(dialog).getByLabelText(/One-time password/), '654321');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Renew certificate' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText(/20 Nov 2032/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke PS-EGS-1?' });
    expect(confirm).toHaveTextContent('The unit stops signing invoices at once');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('This unit is revoked: it signs no more invoices.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Renew certificate' })).toBeNull();
    expect(steps).toEqual([
      ['renewal', { otp: '654321' }],
      ['revocation', undefined],
    ]);
  });

  it('verifies the chain: intact, or the first document that breaks it, linked', async () => {
    renderUnit({
      record: unit({ status: 'active' }),
      chain: { unit_id: 3, documents: 42, first_break: { document_id: 17, counter: 12, problem: 'previous-hash' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Verify chain' }));
    const result = await screen.findByRole('alert');
    expect(result).toHaveTextContent(
      'The chain breaks at document 12 of 42: the previous hash it states is not the hash of the document before it.',
    );
    expect(within(result).getByRole('link', { name: 'Open the document' })).toHaveAttribute(
      'href',
      '/einvoice-documents/17/show',
    );
  });

  it('says in Arabic how many documents an intact chain holds', async () => {
    renderUnit({
      record: unit({ status: 'active' }),
      chain: { unit_id: 3, documents: 2, first_break: null },
      locale: 'ar',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'التحقق من السلسلة' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('السلسلة سليمة: فُحص مستندان');
  });
});
