import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { vatIncluded } from '../../../domain/vat';
import { decodeZatcaPhase2Tlv } from '../../../domain/zatca-qr';
import { einvoiceDocuments, einvoicePending, merchantValidations, paymentTransactions } from '../../db/schema';
import { queryRows } from '../sql';
import { action } from './action';
import type { Invariant } from './action';
import type { Run } from './run';
import { xmlText } from '../einvoicing';

/**
 * Every riyal the run took has its tax document (docs/einvoicing.md): the issuer runs as a step
 * of its own, sometimes beside a refund of the same payment, and the invariant reads every
 * payment of the run against the documents the units signed.
 */

export const sendDue = (run: Run) =>
  run.send('the e-invoice queue runs', {
    method: 'POST',
    url: '/api/einvoice-documents/send-due',
    token: run.world.superAdmin,
  });

export const issuerRuns = action('the e-invoice issuer runs', 2, fc.constant(null), async (run) => {
  await sendDue(run);
});

interface TaxedPayment {
  id: number;
  amount: number;
  refund_of_id: number | null;
  vehicle_id: number | null;
  pending: boolean;
  documents: number;
  document_id: number | null;
  type: string | null;
  total: number | null;
  vat: number | null;
  qr: string | null;
  xml: string | null;
  corrects_id: number | null;
  /** The document of the payment a refund gives back. */
  original_document_id: number | null;
  /**
   * What merchants' validations paid of the stay, booked to this payment: of a stay paid ahead and
   * then at its exit (its overstay), each payment takes off only the validations it priced.
   */
  validated: number;
}

const money = (halalas: number) => (halalas / 100).toFixed(2);

/** What is wrong with one payment's tax document, if anything. */
function taxProblem(payment: TaxedPayment): string | undefined {
  const of = `payment ${payment.id} of ${money(payment.amount)}`;
  if (payment.documents > 1) return `${of} has ${payment.documents} tax documents`;
  if (payment.documents === 1 && payment.pending) return `${of} has its document and still waits for one`;
  if (payment.documents === 0) return payment.pending ? undefined : `${of} has no tax document and waits for none`;
  const paid = Math.abs(payment.amount);
  if (payment.total !== paid || payment.vat !== vatIncluded(paid).vat)
    return `${of}: its document states ${money(payment.total!)} with ${money(payment.vat!)} VAT`;
  if (decodeZatcaPhase2Tlv(payment.qr!).total !== money(paid))
    return `${of}: its QR code's total is ${decodeZatcaPhase2Tlv(payment.qr!).total}`;
  if (payment.refund_of_id !== null) {
    if (payment.type !== 'credit-note') return `${of} is a refund, its document a ${payment.type}`;
    if (payment.corrects_id !== payment.original_document_id)
      return `${of}: its credit note corrects document ${payment.corrects_id}, the refunded payment's is ${payment.original_document_id}`;
    return undefined;
  }
  if (payment.type !== 'invoice') return `${of} is a sale, its document a ${payment.type}`;
  // VAT once on the stay's whole price: the line states what the driver and the merchants paid, to
  // the halala a net and its VAT cannot always make up (the payable rounding).
  const price = xmlText(payment.xml!, 'cbc:RoundingAmount');
  const off = Math.abs(Math.round(Number(price) * 100) - (paid + payment.validated));
  if (payment.vehicle_id !== null && !(off <= 1))
    return `${of}, with ${money(payment.validated)} validated: its document prices the stay at ${price}`;
  return undefined;
}

export const everyRiyalTaxedOnce: Invariant = {
  name: 'every payment of money has one tax document of its amount, stating the stay’s whole price',
  holds: 'I25, I34',
  async check(run) {
    const payments = await queryRows<TaxedPayment>(
      run.world.truth,
      sql`
      select p.id, p.amount_halalas as amount, p.refund_of_id, p.vehicle_id,
        exists (select from ${einvoicePending} q where q.payment_transaction_id = p.id) as pending,
        (select count(*)::int from ${einvoiceDocuments} c where c.payment_transaction_id = p.id) as documents,
        d.id as document_id, d.type, d.total_halalas as total, d.vat_halalas as vat, d.qr, d.xml, d.corrects_id,
        (select o.id from ${einvoiceDocuments} o where o.payment_transaction_id = p.refund_of_id) as original_document_id,
        (select coalesce(sum(m.amount_halalas), 0)::int from ${merchantValidations} m
          where m.transaction_id = p.id and p.refund_of_id is null) as validated
      from ${paymentTransactions} p
      left join ${einvoiceDocuments} d on d.payment_transaction_id = p.id
      where p.id > ${run.before.payment} and p.status = 'paid' and p.amount_halalas <> 0
      order by p.id`,
    );
    for (const payment of payments) {
      const problem = taxProblem(payment);
      if (problem) return problem;
    }
    return undefined;
  },
};
