import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FatooraMessage } from '../../../../../domain/einvoice';
import type { Clock } from '../../../../clock';
import type { Database } from '../../../../db/client';
import { appSettings, fatooraSimulatorCsids, fatooraSimulatorDocuments } from '../../../../db/schema';
import { certificateBody, certificateFacts } from '../certificate';
import { readCertificateSigningRequest } from '../csr';
import type { FatooraRequest, FatooraResponse, FatooraTransport } from '../fatoora-api';
import { type CertificateAuthority, createCertificateAuthority, issueCertificate } from './certificate-authority';
import { chainMessages, checkDocument } from './document-checks';

/**
 * The Authority's Fatoora API, offline: it issues CSIDs from its own certificate authority, runs
 * the compliance checks, reports and clears documents, checking what the Authority checks where
 * it can (docs/einvoicing.md lists what it cannot), and answers with the Authority's status codes
 * and bodies. Its memory is in the database, so the demo's units and chains outlive a restart.
 */

const CA_SETTING = 'fatoora_simulator_ca';
/** The documents a unit issuing standard and simplified documents must pass before its production CSID. */
export const REQUIRED_CHECKS = [
  'simplified-invoice',
  'simplified-credit-note',
  'standard-invoice',
  'standard-credit-note',
];
const CERTIFICATE_YEARS = 5;

const json = (status: number, body: unknown): FatooraResponse => ({ status, body });
const unauthorized = () => json(401, { timestamp: Date.now(), status: 401, error: 'Unauthorized', message: '' });
const refused = (code: string, message: string) =>
  json(400, { errors: [{ type: 'ERROR', code, category: 'Authentication', message }] });

async function certificateAuthority(db: Database): Promise<CertificateAuthority> {
  await db
    .insert(appSettings)
    .values({ key: CA_SETTING, value: JSON.stringify(createCertificateAuthority()) })
    .onConflictDoNothing();
  const [setting] = await db.select().from(appSettings).where(eq(appSettings.key, CA_SETTING));
  return JSON.parse(setting!.value) as CertificateAuthority;
}

function headerOf(request: FatooraRequest, name: string): string | undefined {
  const found = Object.entries(request.headers).find(([key]) => key.toLowerCase() === name.toLowerCase());
  return found?.[1];
}

function bodyField(body: unknown, field: string): string | null {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[field] : undefined;
  return typeof value === 'string' ? value : null;
}

type Csid = typeof fatooraSimulatorCsids.$inferSelect;

export interface FatooraSimulator {
  transport: FatooraTransport;
}

export function createFatooraSimulator(db: Database, clock: Clock): FatooraSimulator {
  async function authenticated(request: FatooraRequest, kind: 'compliance' | 'production'): Promise<Csid | null> {
    const header = headerOf(request, 'Authorization') ?? '';
    if (!header.startsWith('Basic ')) return null;
    const [token, secret] = Buffer.from(header.slice(6), 'base64').toString('utf8').split(':');
    const [csid] = await db
      .select()
      .from(fatooraSimulatorCsids)
      .where(and(eq(fatooraSimulatorCsids.token, token ?? ''), eq(fatooraSimulatorCsids.kind, kind)));
    return csid && csid.secret === secret ? csid : null;
  }

  async function issueCsid(kind: 'compliance' | 'production', csrBase64: string | null, checks: string[] = []) {
    let csrPem: string;
    try {
      csrPem = Buffer.from(csrBase64 ?? '', 'base64').toString('utf8');
      readCertificateSigningRequest(csrPem);
    } catch (problem) {
      return refused('Invalid-CSR', `The CSR is not valid: ${(problem as Error).message}`);
    }
    const now = clock.now();
    const notAfter = new Date(now);
    notAfter.setUTCFullYear(now.getUTCFullYear() + CERTIFICATE_YEARS);
    const certificate = issueCertificate(await certificateAuthority(db), csrPem, {
      serialNumber: BigInt(`0x${randomBytes(12).toString('hex')}`) + 1n,
      notBefore: now,
      notAfter,
    });
    const token = Buffer.from(certificateBody(certificate), 'utf8').toString('base64');
    const [csid] = await db
      .insert(fatooraSimulatorCsids)
      .values({ kind, token, secret: randomBytes(24).toString('base64'), certificate, csr: csrPem, checks })
      .returning();
    return json(200, {
      requestID: csid!.id,
      tokenType: 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-x509-token-profile-1.0#X509v3',
      dispositionMessage: 'ISSUED',
      binarySecurityToken: csid!.token,
      secret: csid!.secret,
      errors: null,
    });
  }

  const otpOf = (request: FatooraRequest) => headerOf(request, 'OTP') ?? '';

  /** The checks of a document the caller signed with its own CSID's certificate. */
  function signedBy(csid: Csid, body: unknown) {
    const submitted = {
      invoiceHash: bodyField(body, 'invoiceHash') ?? '',
      uuid: bodyField(body, 'uuid') ?? '',
      invoice: bodyField(body, 'invoice') ?? '',
    };
    const result = checkDocument(submitted);
    const serial = certificateFacts(certificateBody(csid.certificate)).serialNumberDecimal;
    if (result.facts && result.facts.certificateSerial !== serial) {
      result.messages.push({
        type: 'ERROR',
        code: 'certificate-mismatch',
        category: 'SIGNATURE_ERRORS',
        message: 'The document is not signed with the certificate of the CSID that sends it',
      });
    }
    return { ...result, submitted };
  }

  const validation = (messages: FatooraMessage[]) => ({
    infoMessages: [
      {
        type: 'INFO',
        code: 'XSD_ZATCA_VALID',
        category: 'XSD validation',
        message: 'Complied with UBL 2.1 standards in line with ZATCA specifications',
        status: 'PASS',
      },
    ],
    warningMessages: messages.filter((message) => message.type === 'WARNING'),
    errorMessages: messages.filter((message) => message.type === 'ERROR'),
    status: messages.some((m) => m.type === 'ERROR') ? 'ERROR' : messages.length > 0 ? 'WARNING' : 'PASS',
  });

  function lateWarning(issuedAt: Date): FatooraMessage[] {
    return clock.now().getTime() - issuedAt.getTime() > 24 * 3600_000
      ? [
          {
            type: 'WARNING',
            code: 'BR-KSA-98',
            category: 'KSA',
            message: 'The simplified invoice should be submitted within 24 hours of its issuing',
          },
        ]
      : [];
  }

  async function chainOf(facts: NonNullable<ReturnType<typeof checkDocument>['facts']>) {
    const [previous] = await db
      .select({ hash: fatooraSimulatorDocuments.hash })
      .from(fatooraSimulatorDocuments)
      .where(
        and(
          eq(fatooraSimulatorDocuments.signer, facts.certificateSerial),
          eq(fatooraSimulatorDocuments.counter, facts.counter - 1),
        ),
      );
    const [sameCounter] = await db
      .select({ uuid: fatooraSimulatorDocuments.uuid, hash: fatooraSimulatorDocuments.hash })
      .from(fatooraSimulatorDocuments)
      .where(
        and(
          eq(fatooraSimulatorDocuments.signer, facts.certificateSerial),
          eq(fatooraSimulatorDocuments.counter, facts.counter),
        ),
      );
    return chainMessages(facts, { previous: previous?.hash ?? null, sameCounter: sameCounter ?? null });
  }

  async function reportOrClear(request: FatooraRequest, clearance: boolean): Promise<FatooraResponse> {
    const csid = await authenticated(request, 'production');
    if (!csid) return unauthorized();
    const { messages, facts, submitted } = signedBy(csid, request.body);
    const outcome = clearance ? 'clearanceStatus' : 'reportingStatus';
    const [accepted, refusedStatus] = clearance ? ['CLEARED', 'NOT_CLEARED'] : ['REPORTED', 'NOT_REPORTED'];
    if (facts && (facts.kind === 'standard') !== clearance) {
      messages.push({
        type: 'ERROR',
        code: 'invoice-type',
        category: 'INVOICETYPE_ERRORS',
        message: clearance
          ? 'A simplified invoice is reported, not cleared'
          : 'A standard invoice is cleared, not reported',
      });
    }
    if (facts && messages.length === 0) messages.push(...(await chainOf(facts)));
    if (facts && messages.length === 0 && !clearance) messages.push(...lateWarning(facts.issuedAt));
    const failed = messages.some((message) => message.type === 'ERROR');
    if (failed || !facts) return json(400, { validationResults: validation(messages), [outcome]: refusedStatus });
    await db
      .insert(fatooraSimulatorDocuments)
      .values({ uuid: facts.uuid, signer: facts.certificateSerial, counter: facts.counter, hash: facts.hash })
      .onConflictDoNothing();
    return json(messages.length > 0 ? 202 : 200, {
      validationResults: validation(messages),
      [outcome]: accepted,
      ...(clearance ? { clearedInvoice: submitted.invoice } : {}),
    });
  }

  async function handle(request: FatooraRequest): Promise<FatooraResponse> {
    if (headerOf(request, 'Accept-Version') !== 'V2') {
      return json(406, { message: 'This Version is not supported or not provided in the header.' });
    }
    const route = `${request.method} ${request.path}`;
    if (route === 'POST /compliance') {
      if (!/^\d{6}$/.test(otpOf(request))) return refused('Invalid-OTP', 'The OTP is missing or invalid');
      return issueCsid('compliance', bodyField(request.body, 'csr'));
    }
    if (route === 'POST /compliance/invoices') {
      const csid = await authenticated(request, 'compliance');
      if (!csid) return unauthorized();
      const { messages, facts } = signedBy(csid, request.body);
      const failed = messages.some((message) => message.type === 'ERROR') || !facts;
      if (!failed) {
        const check = `${facts.kind}-${facts.type}`;
        await db
          .update(fatooraSimulatorCsids)
          .set({ checks: [...new Set([...csid.checks, check])] })
          .where(eq(fatooraSimulatorCsids.id, csid.id));
      }
      const outcome = facts?.kind === 'standard' ? 'clearanceStatus' : 'reportingStatus';
      const status = facts?.kind === 'standard' ? ['CLEARED', 'NOT_CLEARED'] : ['REPORTED', 'NOT_REPORTED'];
      return json(failed ? 400 : 200, { validationResults: validation(messages), [outcome]: status[failed ? 1 : 0] });
    }
    if (route === 'POST /production/csids') {
      const csid = await authenticated(request, 'compliance');
      if (!csid) return unauthorized();
      if (bodyField(request.body, 'compliance_request_id') !== String(csid.id)) {
        return refused('Invalid-Request-ID', 'The compliance request ID is not this CSID’s');
      }
      const missing = REQUIRED_CHECKS.filter((check) => !csid.checks.includes(check));
      if (missing.length > 0)
        return refused('Missing-Compliance-Steps', `Compliance checks not passed: ${missing.join(', ')}`);
      const csr = Buffer.from(csid.csr, 'utf8').toString('base64');
      return issueCsid('production', csr);
    }
    if (route === 'PATCH /production/csids') {
      const csid = await authenticated(request, 'production');
      if (!csid) return unauthorized();
      if (!/^\d{6}$/.test(otpOf(request))) return refused('Invalid-OTP', 'The OTP is missing or invalid');
      return issueCsid('production', bodyField(request.body, 'csr'));
    }
    if (route === 'POST /invoices/reporting/single') return reportOrClear(request, false);
    if (route === 'POST /invoices/clearance/single') return reportOrClear(request, true);
    return json(404, { message: `No route ${route}` });
  }

  return { transport: handle };
}
