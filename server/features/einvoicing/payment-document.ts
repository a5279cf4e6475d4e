import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { einvoiceDocuments, einvoiceSubmissions } from '../../db/schema';
import type { EInvoicing } from './einvoicing';
import { issuePendingDocuments } from './einvoice-issuer';

/**
 * A payment's signed UBL XML as the Authority holds it: the cleared copy of a standard invoice,
 * else the document as reported. A document still waiting in the queue is issued first, so the
 * answer never waits for the next round; undefined when the payment has none.
 */
export async function signedXmlOfPayment(
  db: Database,
  einvoicing: EInvoicing,
  paymentId: number,
): Promise<string | undefined> {
  await issuePendingDocuments(db, einvoicing, paymentId);
  const [document] = await db
    .select({ xml: einvoiceDocuments.xml, cleared: einvoiceSubmissions.cleared_xml })
    .from(einvoiceDocuments)
    .innerJoin(einvoiceSubmissions, eq(einvoiceSubmissions.document_id, einvoiceDocuments.id))
    .where(eq(einvoiceDocuments.payment_transaction_id, paymentId));
  return document ? (document.cleared ?? document.xml) : undefined;
}
