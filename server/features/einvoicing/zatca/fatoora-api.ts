import type { FatooraEnvironment, FatooraMessage } from '../../../../domain/einvoice';

/**
 * The Authority's Fatoora API (version 2) as this product calls it: onboarding (compliance CSID,
 * compliance checks, production CSID and its renewal), reporting and clearance. A transport carries
 * the calls: HTTPS to the Authority's endpoints, or the embedded simulator (simulator/).
 */

export const FATOORA_BASE_URLS: Record<Exclude<FatooraEnvironment, 'simulator'>, string> = {
  sandbox: 'https://gw-fatoora.zatca.gov.sa/e-invoicing/developer-portal',
  simulation: 'https://gw-fatoora.zatca.gov.sa/e-invoicing/simulation',
  production: 'https://gw-fatoora.zatca.gov.sa/e-invoicing/core',
};

export interface FatooraRequest {
  method: 'POST' | 'PATCH';
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

export interface FatooraResponse {
  status: number;
  body: unknown;
}

/** Carries one call; throws when the Authority cannot be reached at all (the queue then tries again later). */
export type FatooraTransport = (request: FatooraRequest) => Promise<FatooraResponse>;

/** A CSID as the Authority issues it: the token is Base64 of the certificate's Base64. */
export interface Csid {
  requestId: string;
  token: string;
  secret: string;
}

export interface Credentials {
  token: string;
  secret: string;
}

/** A signed document as the API takes it. */
export interface SubmittedDocument {
  hash: string;
  uuid: string;
  xml: string;
}

export interface FatooraAnswer {
  status: number;
  /** REPORTED or NOT_REPORTED, CLEARED or NOT_CLEARED; null when the answer has none (an HTTP error). */
  outcome: string | null;
  messages: FatooraMessage[];
  clearedXml: string | null;
}

const TIMEOUT_MS = 15_000;

export function httpTransport(baseUrl: string): FatooraTransport {
  return async ({ method, path, headers, body }) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // An answer that is no JSON (a gateway's page) is kept as its text.
    }
    return { status: response.status, body: parsed };
  };
}

const basic = ({ token, secret }: Credentials) => `Basic ${Buffer.from(`${token}:${secret}`).toString('base64')}`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function messagesOf(body: unknown): FatooraMessage[] {
  if (!isRecord(body)) return [];
  const results = isRecord(body.validationResults) ? body.validationResults : {};
  const lists = [results.infoMessages, results.warningMessages, results.errorMessages, body.errors];
  const messages = lists.flatMap((list) => (Array.isArray(list) ? list : list ? [list] : []));
  const fromBody =
    messages.length === 0 && typeof body.message === 'string'
      ? [
          {
            type: 'ERROR',
            code: String(body.code ?? body.status ?? ''),
            category: String(body.category ?? ''),
            message: body.message,
          },
        ]
      : [];
  return [...messages, ...fromBody].filter(isRecord).map((message) => ({
    type: message.type === 'INFO' || message.type === 'WARNING' ? message.type : 'ERROR',
    code: String(message.code ?? ''),
    category: String(message.category ?? ''),
    message: String(message.message ?? ''),
  }));
}

function answerOf(response: FatooraResponse): FatooraAnswer {
  const body = isRecord(response.body) ? response.body : {};
  const outcome = body.reportingStatus ?? body.clearanceStatus;
  const cleared =
    typeof body.clearedInvoice === 'string' ? Buffer.from(body.clearedInvoice, 'base64').toString('utf8') : null;
  return {
    status: response.status,
    outcome: typeof outcome === 'string' ? outcome : null,
    messages: messagesOf(response.body),
    clearedXml: cleared,
  };
}

export class FatooraRefusal extends Error {
  constructor(
    readonly status: number,
    readonly messages: FatooraMessage[],
  ) {
    super(`the Authority refused the call (${status}): ${messages.map((m) => m.message).join('; ') || 'no message'}`);
  }
}

function csidOf(response: FatooraResponse): Csid {
  const body = isRecord(response.body) ? response.body : {};
  if (response.status !== 200 || typeof body.binarySecurityToken !== 'string' || typeof body.secret !== 'string') {
    throw new FatooraRefusal(response.status, messagesOf(response.body));
  }
  return { requestId: String(body.requestID ?? ''), token: body.binarySecurityToken, secret: body.secret };
}

const document = ({ hash, uuid, xml }: SubmittedDocument) => ({
  invoiceHash: hash,
  uuid,
  invoice: Buffer.from(xml, 'utf8').toString('base64'),
});

export function fatooraApi(transport: FatooraTransport, language: 'en' | 'ar' = 'en') {
  const headers = (extra: Record<string, string>) => ({
    'Accept-Version': 'V2',
    'Accept-Language': language,
    'Content-Type': 'application/json',
    Accept: 'application/json',
    ...extra,
  });
  /** A call authenticated by a CSID. */
  const call = (
    method: FatooraRequest['method'],
    path: string,
    credentials: Credentials,
    extra: Record<string, string>,
    body: unknown,
  ) => transport({ method, path, headers: headers({ Authorization: basic(credentials), ...extra }), body });
  const sendDocument = async (
    path: string,
    credentials: Credentials,
    submitted: SubmittedDocument,
    extra: Record<string, string> = {},
  ): Promise<FatooraAnswer> => answerOf(await call('POST', path, credentials, extra, document(submitted)));
  return {
    /** A compliance CSID for a CSR (PEM), with the OTP the taxpayer's portal gave. */
    async complianceCsid(csrPem: string, otp: string): Promise<Csid> {
      const csr = Buffer.from(csrPem, 'utf8').toString('base64');
      return csidOf(
        await transport({ method: 'POST', path: '/compliance', headers: headers({ OTP: otp }), body: { csr } }),
      );
    },
    /** A compliance check of one sample document, signed with the compliance CSID's certificate. */
    complianceCheck: (credentials: Credentials, submitted: SubmittedDocument) =>
      sendDocument('/compliance/invoices', credentials, submitted),
    async productionCsid(credentials: Credentials, complianceRequestId: string): Promise<Csid> {
      const body = { compliance_request_id: complianceRequestId };
      return csidOf(await call('POST', '/production/csids', credentials, {}, body));
    },
    /** A new production CSID for a new CSR, before the current one expires. */
    async renewProductionCsid(credentials: Credentials, csrPem: string, otp: string): Promise<Csid> {
      const csr = Buffer.from(csrPem, 'utf8').toString('base64');
      return csidOf(await call('PATCH', '/production/csids', credentials, { OTP: otp }, { csr }));
    },
    report: (credentials: Credentials, submitted: SubmittedDocument) =>
      sendDocument('/invoices/reporting/single', credentials, submitted, { 'Clearance-Status': '0' }),
    clear: (credentials: Credentials, submitted: SubmittedDocument) =>
      sendDocument('/invoices/clearance/single', credentials, submitted, { 'Clearance-Status': '1' }),
  };
}

export type FatooraApi = ReturnType<typeof fatooraApi>;
