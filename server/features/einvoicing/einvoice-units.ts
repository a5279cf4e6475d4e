import { randomUUID, X509Certificate } from 'node:crypto';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { EInvoiceUnitStatus } from '../../../domain/einvoice';
import type { Database, Transaction } from '../../db/client';
import { areas, einvoicePending, einvoiceUnits } from '../../db/schema';
import { notFound, refusal } from '../../errors';
import { certificateSigningRequest, generateUnitKeyPair, type UnitIdentity } from './zatca/csr';
import { type Credentials, FatooraRefusal } from './zatca/fatoora-api';
import { FIRST_PREVIOUS_INVOICE_HASH } from './zatca/invoice-hash';
import type { KeyVault } from './zatca/key-vault';
import { signingCertificate, stampDocument } from './zatca/stamp';
import type { DocumentKind, DocumentType, TaxDocument } from './zatca/ubl';
import type { AuditAction } from '../../../domain/audit';
import { type AuditActor, changesBetween, recordAudit } from '../../core/audit';
import type { EInvoicing } from './einvoicing';

/**
 * A unit's onboarding with the Authority, step by step as an administrator takes it from the units
 * screen: a key and a certificate request, a compliance CSID for the OTP of the Fatoora portal, a
 * compliance check of each document type the unit will issue, then the production CSID that signs
 * its documents; later a renewal (new key, new request, new OTP) and a revocation.
 */

type Unit = typeof einvoiceUnits.$inferSelect;

/** The solution's name and version in the unit's serial number (`1-…|2-…|3-…`). */
const SOLUTION = 'ParkingSystem';
const MODEL = '1.0';

/** The characters the Authority refuses in a request's fields, taken out of the names the operator typed. */
const unsafe = (text: string) => text.replace(/[!@#$%&*_<=]/g, ' ').trim() || '-';

async function unitIdentity(
  db: Database | Transaction,
  einvoicing: EInvoicing,
  unit: { area_id: number; common_name: string; serial_number: string },
): Promise<UnitIdentity> {
  const [area] = await db.select({ name: areas.name }).from(areas).where(eq(areas.id, unit.area_id));
  const { seller } = einvoicing;
  return {
    commonName: unit.common_name,
    organizationName: unsafe(einvoicing.organizationName),
    organizationUnit: unsafe(area?.name ?? `Area ${unit.area_id}`),
    vatNumber: seller.vatNumber,
    serialNumber: unit.serial_number,
    invoiceTypes: '1100',
    registeredAddress: unsafe(`${seller.address.buildingNumber} ${seller.address.street} ${seller.address.city}`),
    businessCategory: 'Parking',
  };
}

/** What the audit log keeps of a unit: its standing and its certificate's end, of its key only that it changed. */
const audited = (unit: Unit | null) =>
  unit && {
    area_id: unit.area_id,
    common_name: unit.common_name,
    environment: unit.environment,
    status: unit.status,
    compliance_checks: unit.compliance_checks,
    certificate_expires_at: unit.certificate_expires_at,
    private_key: unit.private_key,
  };

/** One audit row for a unit's step, in the step's transaction: who took it, and what it changed. */
async function auditStep(
  tx: Transaction,
  actor: AuditActor | null,
  action: AuditAction,
  before: Unit | null,
  after: Unit,
) {
  const changes = changesBetween(audited(before), audited(after));
  await recordAudit(tx, actor, { action, resource: 'einvoice-units', recordId: after.id, changes });
}

function toStep(unit: Unit, ...allowed: EInvoiceUnitStatus[]): void {
  if (!allowed.includes(unit.status)) throw refusal('einvoice_unit_step', { status: unit.status });
}

/** The Authority's answer to a call that must succeed: its refusal's messages, or that it could not be reached. */
async function calling<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof FatooraRefusal) throw refusal('fatoora_refused', { messages: error.messages });
    throw refusal('fatoora_unreachable');
  }
}

/** The unit's compliance or production CSID, its secret opened. */
function credentialsOf(unit: Unit, csid: 'compliance' | 'production', vault: KeyVault): Credentials {
  const [token, secret] =
    csid === 'compliance'
      ? [unit.compliance_token, unit.compliance_secret]
      : [unit.production_token, unit.production_secret];
  return { token: token!, secret: vault.open(secret!) };
}

async function unitOf(db: Database, id: number): Promise<Unit> {
  const [unit] = await db.select().from(einvoiceUnits).where(eq(einvoiceUnits.id, id));
  if (!unit) throw notFound();
  return unit;
}

/** A new unit for an area: its own key (kept sealed) and its certificate request. One unit per area at a time. */
export async function createUnit(
  db: Database,
  einvoicing: EInvoicing,
  areaId: number,
  actor: AuditActor | null,
): Promise<Unit> {
  // The area is looked up before the vault is opened, whose first opening may write its secret:
  // a request for no area changes nothing. The transaction looks again, under the area's lock.
  const [named] = await db.select({ id: areas.id }).from(areas).where(eq(areas.id, areaId));
  if (!named) throw notFound();
  const vault = await einvoicing.keys();
  return db.transaction(async (tx) => {
    const [area] = await tx.select({ id: areas.id }).from(areas).where(eq(areas.id, areaId)).for('update');
    if (!area) throw notFound();
    const [existing] = await tx
      .select({ id: einvoiceUnits.id })
      .from(einvoiceUnits)
      .where(and(eq(einvoiceUnits.area_id, areaId), ne(einvoiceUnits.status, 'revoked')));
    if (existing) throw refusal('einvoice_unit_exists');
    const before = await tx
      .select({ id: einvoiceUnits.id })
      .from(einvoiceUnits)
      .where(eq(einvoiceUnits.area_id, areaId));
    const names = {
      area_id: areaId,
      common_name: `PS-EGS-${areaId}-${before.length + 1}`,
      serial_number: `1-${SOLUTION}|2-${MODEL}|3-${randomUUID()}`,
    };
    const { privateKeyPem } = generateUnitKeyPair();
    const csr = certificateSigningRequest(
      await unitIdentity(tx, einvoicing, names),
      privateKeyPem,
      einvoicing.environment,
    );
    const [unit] = await tx
      .insert(einvoiceUnits)
      .values({
        ...names,
        invoice_types: '1100',
        environment: einvoicing.environment,
        private_key: vault.seal(privateKeyPem),
        csr,
        last_hash: FIRST_PREVIOUS_INVOICE_HASH,
      })
      .returning();
    await auditStep(tx, actor, 'create', null, unit!);
    return unit!;
  });
}

/** The compliance CSID, for the OTP the taxpayer's Fatoora portal gave. */
export async function requestComplianceCsid(
  db: Database,
  einvoicing: EInvoicing,
  id: number,
  otp: string,
  actor: AuditActor | null,
): Promise<Unit> {
  const unit = await unitOf(db, id);
  toStep(unit, 'new');
  const vault = await einvoicing.keys();
  const csid = await calling(() => einvoicing.api.complianceCsid(unit.csr, otp));
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(einvoiceUnits)
      .set({
        status: 'compliance',
        compliance_request_id: csid.requestId,
        compliance_token: csid.token,
        compliance_secret: vault.seal(csid.secret),
        updated_at: einvoicing.clock.now(),
      })
      .where(and(eq(einvoiceUnits.id, id), eq(einvoiceUnits.status, 'new')))
      .returning();
    if (!updated) throw refusal('einvoice_unit_step');
    await auditStep(tx, actor, 'status', unit, updated);
    return updated;
  });
}

const CHECKED_DOCUMENTS: ReadonlyArray<{ kind: DocumentKind; type: DocumentType }> = [
  { kind: 'simplified', type: 'invoice' },
  { kind: 'simplified', type: 'credit-note' },
  { kind: 'standard', type: 'invoice' },
  { kind: 'standard', type: 'credit-note' },
];

/** A sample document of each type the unit will issue, signed with its compliance certificate, each the next of a chain of its own. */
function complianceSamples(einvoicing: EInvoicing, unit: Unit, privateKeyPem: string) {
  const certificate = signingCertificate(Buffer.from(unit.compliance_token!, 'base64').toString('utf8'));
  let previousHash = FIRST_PREVIOUS_INVOICE_HASH;
  return CHECKED_DOCUMENTS.map(({ kind, type }, index) => {
    const document: TaxDocument = {
      kind,
      type,
      number: `PS-${unit.id}-COMPLIANCE-${index + 1}`,
      uuid: randomUUID(),
      issuedAt: einvoicing.clock.now(),
      counter: index + 1,
      previousHash,
      seller: einvoicing.seller,
      buyer:
        kind === 'standard'
          ? {
              name: 'شركة اختبار | Compliance Test Co.',
              vatNumber: '399999999900003',
              address: einvoicing.seller.address,
            }
          : null,
      itemName: 'رسوم موقف | Parking fee',
      totalHalalas: 1150,
      paymentMeansCode: '10',
      paidByOthers: null,
      correction:
        type === 'credit-note'
          ? { invoiceNumber: `PS-${unit.id}-COMPLIANCE-${index}`, reason: 'استرداد | Refund' }
          : null,
    };
    const stamped = stampDocument(document, { privateKeyPem, certificate });
    previousHash = stamped.hash;
    return { check: `${kind}-${type}`, document: { hash: stamped.hash, uuid: document.uuid, xml: stamped.xml } };
  });
}

/** Runs the compliance check of every document type; the unit moves on once all pass. */
export async function runComplianceChecks(
  db: Database,
  einvoicing: EInvoicing,
  id: number,
  actor: AuditActor | null,
): Promise<Unit> {
  const unit = await unitOf(db, id);
  toStep(unit, 'compliance');
  const vault = await einvoicing.keys();
  const credentials = credentialsOf(unit, 'compliance', vault);
  const checks: Record<string, string> = {};
  for (const sample of complianceSamples(einvoicing, unit, vault.open(unit.private_key))) {
    const answer = await calling(() => einvoicing.api.complianceCheck(credentials, sample.document));
    checks[sample.check] = answer.outcome ?? `HTTP ${answer.status}`;
  }
  const passed = Object.values(checks).every((outcome) => outcome === 'REPORTED' || outcome === 'CLEARED');
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(einvoiceUnits)
      .set({ status: passed ? 'checked' : 'compliance', compliance_checks: checks, updated_at: einvoicing.clock.now() })
      .where(and(eq(einvoiceUnits.id, id), eq(einvoiceUnits.status, 'compliance')))
      .returning();
    if (!updated) throw refusal('einvoice_unit_step');
    await auditStep(tx, actor, 'status', unit, updated);
    return updated;
  });
}

/** When the certificate a CSID's token carries ends. */
function expiryOf(token: string): Date {
  return new Date(new X509Certificate(Buffer.from(Buffer.from(token, 'base64').toString('utf8'), 'base64')).validTo);
}

/**
 * The production CSID: the unit signs the area's documents from now on, and takes over the
 * payments that waited for a document while the area had no active unit.
 */
export async function requestProductionCsid(
  db: Database,
  einvoicing: EInvoicing,
  id: number,
  actor: AuditActor | null,
): Promise<Unit> {
  const unit = await unitOf(db, id);
  toStep(unit, 'checked');
  const vault = await einvoicing.keys();
  const credentials = credentialsOf(unit, 'compliance', vault);
  const csid = await calling(() => einvoicing.api.productionCsid(credentials, unit.compliance_request_id!));
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(einvoiceUnits)
      .set({
        status: 'active',
        production_token: csid.token,
        production_secret: vault.seal(csid.secret),
        certificate_expires_at: expiryOf(csid.token),
        updated_at: einvoicing.clock.now(),
      })
      .where(and(eq(einvoiceUnits.id, id), eq(einvoiceUnits.status, 'checked')))
      .returning();
    if (!updated) throw refusal('einvoice_unit_step');
    await auditStep(tx, actor, 'status', unit, updated);
    const revoked = await tx
      .select({ id: einvoiceUnits.id })
      .from(einvoiceUnits)
      .where(and(eq(einvoiceUnits.area_id, updated.area_id), eq(einvoiceUnits.status, 'revoked')));
    if (revoked.length > 0) {
      await tx
        .update(einvoicePending)
        .set({ unit_id: updated.id })
        .where(
          inArray(
            einvoicePending.unit_id,
            revoked.map((row) => row.id),
          ),
        );
    }
    return updated;
  });
}

/**
 * A new production CSID before the current one expires: a new key and request, the portal's OTP,
 * the current CSID to authenticate. The unit's chain goes on: the unit, not its key, owns it.
 */
export async function renewProductionCsid(
  db: Database,
  einvoicing: EInvoicing,
  id: number,
  otp: string,
  actor: AuditActor | null,
): Promise<Unit> {
  const unit = await unitOf(db, id);
  toStep(unit, 'active');
  const vault = await einvoicing.keys();
  const { privateKeyPem } = generateUnitKeyPair();
  const csr = certificateSigningRequest(
    await unitIdentity(db, einvoicing, unit),
    privateKeyPem,
    einvoicing.environment,
  );
  const credentials = credentialsOf(unit, 'production', vault);
  const csid = await calling(() => einvoicing.api.renewProductionCsid(credentials, csr, otp));
  // The unit's row lock: a document being issued with the old key finishes first.
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(einvoiceUnits).where(eq(einvoiceUnits.id, id)).for('update');
    toStep(before!, 'active');
    const [updated] = await tx
      .update(einvoiceUnits)
      .set({
        csr,
        private_key: vault.seal(privateKeyPem),
        production_token: csid.token,
        production_secret: vault.seal(csid.secret),
        certificate_expires_at: expiryOf(csid.token),
        updated_at: einvoicing.clock.now(),
      })
      .where(eq(einvoiceUnits.id, id))
      .returning();
    await auditStep(tx, actor, 'update', before!, updated!);
    return updated!;
  });
}

/**
 * Stops a unit signing (a key lost, a device retired; the certificate itself is revoked on the
 * Fatoora portal). Its documents stay; the area's payments wait for its next unit.
 */
export async function revokeUnit(
  db: Database,
  einvoicing: EInvoicing,
  id: number,
  actor: AuditActor | null,
): Promise<Unit> {
  return db.transaction(async (tx) => {
    const [unit] = await tx.select().from(einvoiceUnits).where(eq(einvoiceUnits.id, id)).for('update');
    if (!unit) throw notFound();
    toStep(unit, 'new', 'compliance', 'checked', 'active');
    const [updated] = await tx
      .update(einvoiceUnits)
      .set({ status: 'revoked', updated_at: einvoicing.clock.now() })
      .where(eq(einvoiceUnits.id, id))
      .returning();
    await auditStep(tx, actor, 'status', unit, updated!);
    return updated!;
  });
}
