// What phase-2 e-invoicing costs, on the embedded database and on PostgreSQL when one answers at
// BENCH_DATABASE_URL (a throw-away database is made beside it):
//   - the ceiling: stamping alone (UBL, C14N hash, ECDSA signature, QR) of a chain of documents in a
//     loop, no database, with the same key and certificate;
//   - issuing: the issuer's documents a second (the unit's lock, the next counter and hash, the
//     stamp, the document, its submission), as a ratio to the ceiling measured in the same run;
//   - reporting: documents a second the queue sends to the embedded simulator, which checks each
//     as the Authority does (hash, signature, QR, chain);
//   - a payment's write with its area's unit active (the trigger queues it) beside one without;
//   - correctness, which must be 0: counters missing from the chain, breaks the chain check finds,
//     documents left unreported.
import { asc, eq, isNull, and, ne } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '../server/db/client';
import { areas, einvoiceDocuments, einvoiceSubmissions, einvoiceUnits, paymentTransactions } from '../server/db/schema';
import { type Figure, onEachDatabase, printFigures, runMain, setDeadline, writeResult } from './lib';

const NAME = 'einvoicing';
const DOCUMENTS = Number(process.env.BENCH_EINVOICE_DOCUMENTS ?? 600);
const PAYMENT_WRITES = 300;
setDeadline(10 * 60_000, NAME);

const perSecond = (count: number, ms: number) => Math.round((count / ms) * 1000 * 10) / 10;
const microsecondsEach = (ms: number, count: number) => Math.round((ms * 1000) / count);

async function measure(database: DatabaseHandle) {
  const { loadConfig } = await import('../server/config');
  const { operatorClock } = await import('../server/clock');
  const { createEInvoicing } = await import('../server/features/einvoicing/einvoicing');
  const { createUnit, requestComplianceCsid, runComplianceChecks, requestProductionCsid } =
    await import('../server/features/einvoicing/einvoice-units');
  const { issuePendingDocuments, signingCertificateOf } = await import('../server/features/einvoicing/einvoice-issuer');
  const { submitDueDocuments } = await import('../server/features/einvoicing/einvoice-reporting');
  const { checkUnitChain } = await import('../server/features/einvoicing/einvoice-chain');
  const { stampDocument } = await import('../server/features/einvoicing/zatca/stamp');
  const { FIRST_PREVIOUS_INVOICE_HASH } = await import('../server/features/einvoicing/zatca/invoice-hash');

  const { db } = database;
  const config = loadConfig({});
  const einvoicing = createEInvoicing(config, db, operatorClock(config.TIME_ZONE));
  const [withUnit, withoutUnit] = await db.select({ id: areas.id }).from(areas).orderBy(asc(areas.id)).limit(2);
  const unit = await createUnit(db, einvoicing, withUnit!.id, null);
  await requestComplianceCsid(db, einvoicing, unit.id, '123456', null);
  await runComplianceChecks(db, einvoicing, unit.id, null);
  await requestProductionCsid(db, einvoicing, unit.id, null);
  const [active] = await db.select().from(einvoiceUnits).where(eq(einvoiceUnits.id, unit.id));
  const vault = await einvoicing.keys();

  // The ceiling: the same stamp the issuer puts on each document, alone.
  const signer = { privateKeyPem: vault.open(active!.private_key), certificate: signingCertificateOf(active!) };
  let previousHash = FIRST_PREVIOUS_INVOICE_HASH;
  const ceilingStarted = performance.now();
  for (let counter = 1; counter <= DOCUMENTS; counter += 1) {
    previousHash = stampDocument(
      {
        kind: 'simplified',
        type: 'invoice',
        number: `BENCH-${counter}`,
        uuid: randomUUID(),
        issuedAt: new Date(),
        counter,
        previousHash,
        seller: einvoicing.seller,
        buyer: null,
        itemName: 'رسوم موقف | Parking fee',
        totalHalalas: 1000 + counter,
        paymentMeansCode: '10',
        paidByOthers: null,
        correction: null,
      },
      signer,
    ).hash;
  }
  const ceilingMs = performance.now() - ceilingStarted;

  const [template] = await db
    .select()
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.type, 'guest'), isNull(paymentTransactions.refund_of_id)))
    .limit(1);
  const { id: _id, ...row } = template!;
  const write = async (areaId: number, count: number) => {
    const started = performance.now();
    for (let index = 0; index < count; index += 1) {
      await db.insert(paymentTransactions).values({ ...row, area_id: areaId, amount_halalas: 500 + index });
    }
    return performance.now() - started;
  };
  // Written one by one as exits write them; the area without a unit first, to warm the same path.
  const writeWithoutMs = await write(withoutUnit!.id, PAYMENT_WRITES);
  const writeWithMs = await write(withUnit!.id, PAYMENT_WRITES);
  await write(withUnit!.id, DOCUMENTS - PAYMENT_WRITES);

  const issueStarted = performance.now();
  const issued = await issuePendingDocuments(db, einvoicing);
  const issueMs = performance.now() - issueStarted;

  const reportStarted = performance.now();
  const sent = await submitDueDocuments(db, einvoicing);
  const reportMs = performance.now() - reportStarted;

  const documents = await db
    .select({ counter: einvoiceDocuments.counter })
    .from(einvoiceDocuments)
    .where(eq(einvoiceDocuments.unit_id, unit.id))
    .orderBy(asc(einvoiceDocuments.counter));
  const gaps = documents.filter((document, index) => document.counter !== index + 1).length;
  const chain = await checkUnitChain(db, unit.id);
  const unreported = await db
    .select({ id: einvoiceSubmissions.document_id })
    .from(einvoiceSubmissions)
    .where(ne(einvoiceSubmissions.status, 'reported'));
  return {
    documents: issued,
    sent,
    ceilingPerSecond: perSecond(DOCUMENTS, ceilingMs),
    issuedPerSecond: perSecond(issued, issueMs),
    reportedPerSecond: perSecond(sent, reportMs),
    paymentWriteWithoutUnitUs: microsecondsEach(writeWithoutMs, PAYMENT_WRITES),
    paymentWriteWithUnitUs: microsecondsEach(writeWithMs, PAYMENT_WRITES),
    gaps,
    chainBreaks: chain.first_break === null ? 0 : 1,
    unreported: unreported.length,
  };
}

async function main() {
  const runs = await onEachDatabase(NAME, async (database, label) => ({ label, ...(await measure(database)) }));
  const summary: Figure[] = runs.flatMap((run) => [
    { metric: `${run.label}: stamping alone (the ceiling)`, value: run.ceilingPerSecond, unit: 'documents/s' },
    { metric: `${run.label}: issued (signed, chained, stored)`, value: run.issuedPerSecond, unit: 'documents/s' },
    {
      metric: `${run.label}: issuing as a share of the ceiling`,
      value: Math.round((run.issuedPerSecond / run.ceilingPerSecond) * 100),
      unit: '%',
    },
    { metric: `${run.label}: reported to the simulator`, value: run.reportedPerSecond, unit: 'documents/s' },
    { metric: `${run.label}: payment write, area without a unit`, value: run.paymentWriteWithoutUnitUs, unit: 'µs' },
    { metric: `${run.label}: payment write, area with a unit`, value: run.paymentWriteWithUnitUs, unit: 'µs' },
    {
      metric: `${run.label}: counter gaps, chain breaks, unreported`,
      value: run.gaps + run.chainBreaks + run.unreported,
      unit: '',
      target: '0',
      meets: run.gaps + run.chainBreaks + run.unreported === 0,
    },
  ]);
  printFigures(`E-invoicing, ${DOCUMENTS} documents per database`, summary);
  writeResult({ name: NAME, summary, details: { documents: DOCUMENTS, runs } });
}

runMain(NAME, main);
