import { and, asc, eq, gt } from 'drizzle-orm';
import type { EInvoiceChainCheck } from '../../../domain/schemas/einvoice';
import type { Database } from '../../db/client';
import { einvoiceDocuments } from '../../db/schema';
import { FIRST_PREVIOUS_INVOICE_HASH, invoiceHash } from './zatca/invoice-hash';

const PAGE = 500;

/** The previous-invoice hash and the counter the XML itself states: what the Authority reads, not the columns beside it. */
function chainFieldsOf(xml: string): { previousHash: string | null; counter: number | null } {
  const previousHash =
    /<cbc:ID>PIH<\/cbc:ID>\s*<cac:Attachment>\s*<cbc:EmbeddedDocumentBinaryObject[^>]*>([^<]*)</.exec(xml)?.[1];
  const counter = /<cbc:ID>ICV<\/cbc:ID>\s*<cbc:UUID>(\d+)</.exec(xml)?.[1];
  return { previousHash: previousHash ?? null, counter: counter === undefined ? null : Number(counter) };
}

/**
 * Walks a unit's chain from its first document: each stored XML hashed again must give its stored
 * hash, each document must name the one before it (the seed for the first), and the counters must
 * run without a gap. Reports the first break; pages through the documents, so a long chain is read
 * a page at a time.
 */
export async function checkUnitChain(db: Database, unitId: number): Promise<EInvoiceChainCheck> {
  let previous = { counter: 0, hash: FIRST_PREVIOUS_INVOICE_HASH };
  let documents = 0;
  for (;;) {
    const page = await db
      .select({
        id: einvoiceDocuments.id,
        counter: einvoiceDocuments.counter,
        previous_hash: einvoiceDocuments.previous_hash,
        hash: einvoiceDocuments.hash,
        xml: einvoiceDocuments.xml,
      })
      .from(einvoiceDocuments)
      .where(and(eq(einvoiceDocuments.unit_id, unitId), gt(einvoiceDocuments.counter, previous.counter)))
      .orderBy(asc(einvoiceDocuments.counter))
      .limit(PAGE);
    for (const document of page) {
      const stated = chainFieldsOf(document.xml);
      const problem =
        document.counter !== previous.counter + 1 || stated.counter !== document.counter
          ? 'counter-gap'
          : document.previous_hash !== previous.hash || stated.previousHash !== previous.hash
            ? 'previous-hash'
            : invoiceHash(document.xml) !== document.hash
              ? 'hash'
              : null;
      if (problem) {
        return {
          unit_id: unitId,
          documents,
          first_break: { document_id: document.id, counter: document.counter, problem },
        };
      }
      documents += 1;
      previous = document;
    }
    if (page.length < PAGE) return { unit_id: unitId, documents, first_break: null };
  }
}
