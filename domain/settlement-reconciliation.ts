/**
 * Matching what the gateway settled against what the product recorded, for one operator day: each
 * gateway payment's payment and its refunds, by the gateway's payment id, in halalas. Written once,
 * for the reconciliation's screen, its API and its file.
 */

export type SettledKind = 'payment' | 'refund';

/** A payment row of the product made online (a refund's amount as what it paid back, positive). */
export interface RecordedEntry {
  paymentTransactionId: number;
  gatewayPaymentId: string;
  kind: SettledKind;
  halalas: number;
}

/** A line of a settlement, in the same terms (a refund's gross as what it paid back). */
export interface SettledEntry {
  gatewayPaymentId: string;
  kind: SettledKind;
  grossHalalas: number;
  netHalalas: number;
  feeHalalas: number;
}

export interface ReconciledDay {
  matched: { count: number; grossHalalas: number; netHalalas: number; feeHalalas: number };
  /** Recorded by the product, on no settlement (yet: the gateway pays out twice a week). */
  notSettled: Array<{ gatewayPaymentId: string; kind: SettledKind; halalas: number; paymentTransactionIds: number[] }>;
  /** Settled by the gateway, recorded nowhere in the product. */
  notRecorded: Array<{ gatewayPaymentId: string; kind: SettledKind; grossHalalas: number }>;
  /** Settled and recorded, for other amounts. */
  amountsDiffer: Array<{
    gatewayPaymentId: string;
    kind: SettledKind;
    recordedHalalas: number;
    settledHalalas: number;
  }>;
  /** Settled, never a sale: payments the product refunded because their link could not take them. */
  paidBack: Array<{ gatewayPaymentId: string; kind: SettledKind; grossHalalas: number }>;
}

const keyOf = (entry: { gatewayPaymentId: string; kind: SettledKind }) => `${entry.kind}:${entry.gatewayPaymentId}`;

function grouped<Entry extends { gatewayPaymentId: string; kind: SettledKind }, Sum>(
  entries: Entry[],
  add: (sum: Sum | undefined, entry: Entry) => Sum,
): Map<string, Sum> {
  const groups = new Map<string, Sum>();
  for (const entry of entries) groups.set(keyOf(entry), add(groups.get(keyOf(entry)), entry));
  return groups;
}

/**
 * The day's reconciliation: each gateway payment's payment and refunds (several refunds of one
 * payment summed), matched by the gateway's id; `paidBackIds` are the gateway payments the product
 * refunded as never its sale, which a settlement holds but the product records no row of.
 */
export function reconcileDay(
  recorded: RecordedEntry[],
  settled: SettledEntry[],
  paidBackIds: Set<string>,
): ReconciledDay {
  const ours = grouped(recorded, (sum: (RecordedEntry & { ids: number[] }) | undefined, entry) => ({
    ...entry,
    halalas: (sum?.halalas ?? 0) + entry.halalas,
    ids: [...(sum?.ids ?? []), entry.paymentTransactionId],
  }));
  const theirs = grouped(settled, (sum: SettledEntry | undefined, entry) => ({
    ...entry,
    grossHalalas: (sum?.grossHalalas ?? 0) + entry.grossHalalas,
    netHalalas: (sum?.netHalalas ?? 0) + entry.netHalalas,
    feeHalalas: (sum?.feeHalalas ?? 0) + entry.feeHalalas,
  }));
  const day: ReconciledDay = {
    matched: { count: 0, grossHalalas: 0, netHalalas: 0, feeHalalas: 0 },
    notSettled: [],
    notRecorded: [],
    amountsDiffer: [],
    paidBack: [],
  };
  for (const [key, line] of theirs) {
    const entry = ours.get(key);
    const { gatewayPaymentId, kind, grossHalalas } = line;
    if (!entry) {
      (paidBackIds.has(gatewayPaymentId) ? day.paidBack : day.notRecorded).push({
        gatewayPaymentId,
        kind,
        grossHalalas,
      });
    } else if (entry.halalas !== grossHalalas) {
      day.amountsDiffer.push({ gatewayPaymentId, kind, recordedHalalas: entry.halalas, settledHalalas: grossHalalas });
    } else {
      day.matched.count += 1;
      day.matched.grossHalalas += grossHalalas;
      day.matched.netHalalas += line.netHalalas;
      day.matched.feeHalalas += line.feeHalalas;
    }
  }
  for (const [key, entry] of ours)
    if (!theirs.has(key))
      day.notSettled.push({
        gatewayPaymentId: entry.gatewayPaymentId,
        kind: entry.kind,
        halalas: entry.halalas,
        paymentTransactionIds: entry.ids,
      });
  return day;
}
