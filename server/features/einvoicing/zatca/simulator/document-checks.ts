import { createPublicKey, verify, X509Certificate } from 'node:crypto';
import type { Element } from '@xmldom/xmldom';
import type { FatooraMessage } from '../../../../../domain/einvoice';
import { halalasToDecimalText, sarToHalalas } from '../../../../../domain/money';
import { isSaudiVatNumber, vatOnNet } from '../../../../../domain/vat';
import { decodeZatcaPhase2Tlv } from '../../../../../domain/zatca-qr';
import { parseXml } from '../canonical';
import { certificateFacts } from '../certificate';
import { FIRST_PREVIOUS_INVOICE_HASH, invoiceHash, UBL_NAMESPACES } from '../invoice-hash';
import { signedPropertiesDigest } from '../stamp';

/**
 * What the simulator checks of a submitted document, in the order the Authority reports its
 * checks: the document's form (the parts of the schema and of the KSA rules this product's
 * documents touch), the hash, the cryptographic stamp, the QR code and the chain. Each failure is
 * an ERROR message with the code the Authority uses where one is known.
 */

export interface SubmittedFacts {
  uuid: string;
  kind: 'simplified' | 'standard';
  type: 'invoice' | 'credit-note';
  counter: number;
  previousHash: string;
  hash: string;
  issuedAt: Date;
  certificateSerial: string;
}

export interface CheckResult {
  messages: FatooraMessage[];
  facts: SubmittedFacts | null;
}

const DS = 'http://www.w3.org/2000/09/xmldsig#';

const error = (code: string, category: string, message: string): FatooraMessage => ({
  type: 'ERROR',
  code,
  category,
  message,
});

function elements(root: Element, namespace: string, name: string): Element[] {
  return Array.from(root.getElementsByTagNameNS(namespace, name));
}

function children(parent: Element, namespace: string, name: string): Element[] {
  return Array.from(parent.childNodes).filter(
    (node): node is Element =>
      node.nodeType === 1 && (node as Element).namespaceURI === namespace && (node as Element).localName === name,
  );
}

const cbc = (parent: Element, name: string) => children(parent, UBL_NAMESPACES.cbc, name)[0]?.textContent ?? null;
const cac = (parent: Element, name: string) => children(parent, UBL_NAMESPACES.cac, name)[0] ?? null;

function path(root: Element, ...steps: string[]): Element | null {
  let node: Element | null = root;
  for (const step of steps) node = node && cac(node, step);
  return node;
}

function reference(root: Element, id: string): Element | null {
  return (
    children(root, UBL_NAMESPACES.cac, 'AdditionalDocumentReference').find((node) => cbc(node, 'ID') === id) ?? null
  );
}

function attachment(root: Element, id: string): string | null {
  const node = reference(root, id);
  const attached = node && cac(node, 'Attachment');
  return attached && cbc(attached, 'EmbeddedDocumentBinaryObject');
}

function amount(text: string | null): number | null {
  return text !== null && /^\d+(\.\d{1,2})?$/.test(text) ? sarToHalalas(Number(text)) : null;
}

/** The document's own form: what a schema and the KSA rules require of the fields this product writes. */
function formChecks(
  root: Element,
  messages: FatooraMessage[],
): Omit<SubmittedFacts, 'hash' | 'certificateSerial'> | null {
  const fail = (code: string, message: string) => messages.push(error(code, 'KSA', message));
  if (root.namespaceURI !== UBL_NAMESPACES.invoice || root.localName !== 'Invoice') {
    messages.push(error('XSD_ZATCA_INVALID', 'XSD validation', 'The document is not a UBL 2.1 Invoice'));
    return null;
  }
  if (cbc(root, 'ProfileID') !== 'reporting:1.0') fail('BR-KSA-EN16931-01', 'The profile must be reporting:1.0');
  const uuid = cbc(root, 'UUID') ?? '';
  if (!/^[0-9a-fA-F-]{36}$/.test(uuid)) fail('BR-KSA-03', 'The UUID is missing or malformed');
  const date = cbc(root, 'IssueDate') ?? '';
  const time = cbc(root, 'IssueTime') ?? '';
  const issuedAt = new Date(`${date}T${time.endsWith('Z') ? time : `${time}Z`}`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}:\d{2}Z?$/.test(time) || Number.isNaN(issuedAt.getTime())) {
    fail('BR-KSA-70', 'The issue date or time is malformed');
  }
  const typeCode = children(root, UBL_NAMESPACES.cbc, 'InvoiceTypeCode')[0];
  const subtype = typeCode?.getAttribute('name') ?? '';
  const code = typeCode?.textContent ?? '';
  if (!/^0[12]\d{5}$/.test(subtype)) fail('BR-KSA-06', 'The invoice subtype is malformed');
  if (!['388', '381', '383'].includes(code)) fail('BR-KSA-05', 'The invoice type code is not allowed');
  const kind = subtype.startsWith('01') ? 'standard' : 'simplified';
  const counterText = reference(root, 'ICV') ? cbc(reference(root, 'ICV')!, 'UUID') : null;
  if (!counterText || !/^\d+$/.test(counterText)) fail('BR-KSA-34', 'The invoice counter value must be digits');
  const previousHash = attachment(root, 'PIH');
  if (!previousHash) fail('BR-KSA-61', 'The previous invoice hash is missing');
  if (!attachment(root, 'QR')) fail('BR-KSA-27', 'The QR code is missing');
  const supplier = path(root, 'AccountingSupplierParty', 'Party');
  const sellerVat = supplier && path(supplier, 'PartyTaxScheme') && cbc(path(supplier, 'PartyTaxScheme')!, 'CompanyID');
  if (!sellerVat || !isSaudiVatNumber(sellerVat)) fail('BR-KSA-40', 'The seller VAT number must be 15 digits, 3…3');
  const sellerAddress = supplier && cac(supplier, 'PostalAddress');
  if (!sellerAddress || !/^\d{4}$/.test(cbc(sellerAddress, 'BuildingNumber') ?? '')) {
    fail('BR-KSA-37', 'The seller building number must be 4 digits');
  }
  if (!sellerAddress || !/^\d{5}$/.test(cbc(sellerAddress, 'PostalZone') ?? '')) {
    fail('BR-KSA-66', 'The seller postal code must be 5 digits');
  }
  if (code !== '388') {
    const billing = path(root, 'BillingReference', 'InvoiceDocumentReference');
    if (!billing || !cbc(billing, 'ID'))
      fail('BR-KSA-56', 'A credit or debit note must reference the invoice it corrects');
    const means = cac(root, 'PaymentMeans');
    if (!means || !cbc(means, 'InstructionNote')) fail('BR-KSA-17', 'A credit or debit note must state its reason');
  }
  if (kind === 'standard') {
    const buyer = path(root, 'AccountingCustomerParty', 'Party');
    const buyerVat = buyer && path(buyer, 'PartyTaxScheme') && cbc(path(buyer, 'PartyTaxScheme')!, 'CompanyID');
    if (!buyerVat || !isSaudiVatNumber(buyerVat))
      fail('BR-KSA-44', 'A standard invoice must state the buyer VAT number');
    const buyerAddress = buyer && cac(buyer, 'PostalAddress');
    const complete =
      buyerAddress &&
      ['StreetName', 'BuildingNumber', 'CitySubdivisionName', 'CityName', 'PostalZone'].every((name) =>
        cbc(buyerAddress, name),
      );
    if (!complete) fail('BR-KSA-63', 'A standard invoice must state the buyer national address');
    if (!path(root, 'Delivery') || !cbc(path(root, 'Delivery')!, 'ActualDeliveryDate')) {
      fail('BR-KSA-15', 'A standard invoice must state the supply date');
    }
  }
  arithmeticChecks(root, messages);
  if (messages.length > 0) return null;
  return {
    uuid,
    kind,
    type: code === '388' ? 'invoice' : 'credit-note',
    counter: Number(counterText),
    previousHash: previousHash!,
    issuedAt,
  };
}

/** The sum of the document-level allowances (BT-92), each of the standard rate; null when one is unreadable. */
function documentAllowances(root: Element): number | null {
  let sum = 0;
  for (const node of children(root, UBL_NAMESPACES.cac, 'AllowanceCharge')) {
    const value = amount(cbc(node, 'Amount'));
    const category = cac(node, 'TaxCategory');
    if (cbc(node, 'ChargeIndicator') !== 'false' || value === null || !category || cbc(category, 'ID') !== 'S') {
      return null;
    }
    sum += value;
  }
  return sum;
}

/** Totals and VAT to the halala (BR-CO-10 to 17, document allowances, BR-KSA-50 and 51), every amount positive (BR-KSA-F-04). */
function arithmeticChecks(root: Element, messages: FatooraMessage[]): void {
  const fail = (code: string, message: string) => messages.push(error(code, 'EN16931', message));
  const lines = children(root, UBL_NAMESPACES.cac, 'InvoiceLine');
  let net = 0;
  for (const line of lines) {
    const lineNet = amount(cbc(line, 'LineExtensionAmount'));
    const lineTax = cac(line, 'TaxTotal');
    const lineVat = lineTax && amount(cbc(lineTax, 'TaxAmount'));
    const lineGross = lineTax && amount(cbc(lineTax, 'RoundingAmount'));
    if (lineNet === null || lineVat === null || lineGross === null) {
      fail('BR-KSA-F-04', 'A line amount is missing, negative or has more than 2 decimals');
      return;
    }
    if (vatOnNet(lineNet) !== lineVat) fail('BR-KSA-50', 'The line VAT must be the line net amount × 15 %');
    if (lineNet + lineVat !== lineGross) fail('BR-KSA-51', 'The line amount with VAT must be its net amount plus VAT');
    net += lineNet;
  }
  const totals = cac(root, 'LegalMonetaryTotal');
  const taxTotals = children(root, UBL_NAMESPACES.cac, 'TaxTotal');
  const vat = taxTotals[0] ? amount(cbc(taxTotals[0], 'TaxAmount')) : null;
  if (!totals || vat === null || lines.length === 0) {
    fail('BR-CO-14', 'The document totals are missing');
    return;
  }
  const figure = (name: string) => amount(cbc(totals, name));
  const allowances = documentAllowances(root);
  if (allowances === null) {
    fail('BR-KSA-F-04', 'A document allowance is missing, negative or has more than 2 decimals');
    return;
  }
  const taxable = net - allowances;
  if (figure('LineExtensionAmount') !== net) fail('BR-CO-10', 'The sum of line net amounts is wrong');
  if ((figure('AllowanceTotalAmount') ?? 0) !== allowances) fail('BR-CO-11', 'The sum of allowances is wrong');
  if (figure('TaxExclusiveAmount') !== taxable) fail('BR-CO-13', 'The total without VAT is wrong');
  if (vat !== vatOnNet(taxable)) fail('BR-CO-17', 'The VAT must be the taxable amount × 15 %');
  if (figure('TaxInclusiveAmount') !== taxable + vat)
    fail('BR-CO-15', 'The total with VAT must be the net total plus VAT');
  const roundingText = cbc(totals, 'PayableRoundingAmount');
  const rounding = roundingText === null ? 0 : Math.round(Number(roundingText) * 100);
  if (figure('PayableAmount') !== taxable + vat + rounding) fail('BR-CO-16', 'The amount due is wrong');
}

/** The hash, the signature and its properties, and the certificate: as the Authority recomputes them. */
function stampChecks(
  xml: string,
  root: Element,
  claimedHash: string,
  messages: FatooraMessage[],
): { hash: string; certificateBody: string; signature: string } | null {
  const hash = invoiceHash(xml);
  if (hash !== claimedHash) {
    messages.push(
      error(
        'invalid-invoice-hash',
        'INVOICE_HASHING_ERRORS',
        'The invoice hash API body does not match the calculated hash',
      ),
    );
  }
  const signatureValue = elements(root, DS, 'SignatureValue')[0]?.textContent ?? '';
  const certificateBody = elements(root, DS, 'X509Certificate')[0]?.textContent ?? '';
  const digests = elements(root, DS, 'DigestValue').map((node) => node.textContent ?? '');
  if (!signatureValue || !certificateBody || digests.length < 3) {
    messages.push(error('signature-missing', 'SIGNATURE_ERRORS', 'The cryptographic stamp is missing'));
    return null;
  }
  if (digests[0] !== hash) {
    messages.push(
      error('invalid-signed-data-digest', 'SIGNATURE_ERRORS', 'The signed data digest does not match the document'),
    );
  }
  const start = xml.indexOf('<xades:SignedProperties');
  const end = xml.indexOf('</xades:SignedProperties>');
  if (
    start < 0 ||
    end < 0 ||
    signedPropertiesDigest(xml.slice(start, end + '</xades:SignedProperties>'.length)) !== digests[1]
  ) {
    messages.push(error('invalid-signed-properties-hashing', 'SIGNATURE_ERRORS', 'Invalid signed properties hashing'));
  }
  try {
    const facts = certificateFacts(certificateBody);
    if (facts.digest !== digests[2]) {
      messages.push(
        error(
          'invalid-certificate-digest',
          'SIGNATURE_ERRORS',
          'The certificate digest does not match the certificate',
        ),
      );
    }
    const key = new X509Certificate(Buffer.from(certificateBody, 'base64')).publicKey;
    if (!verify('sha256', Buffer.from(hash, 'base64'), key, Buffer.from(signatureValue, 'base64'))) {
      messages.push(
        error('invalid-signature', 'SIGNATURE_ERRORS', 'The signature does not verify with the certificate'),
      );
    }
  } catch {
    messages.push(error('invalid-certificate', 'SIGNATURE_ERRORS', 'The certificate cannot be read'));
    return null;
  }
  return { hash, certificateBody, signature: signatureValue };
}

/** The QR code: tags 1 to 9 stating what the document states (BR-KSA-27). */
function qrChecks(
  root: Element,
  stamp: { hash: string; certificateBody: string; signature: string },
  kind: string,
  messages: FatooraMessage[],
) {
  const fail = (message: string) => messages.push(error('invoiceHash_QRCODE_INVALID', 'QRCODE_VALIDATION', message));
  let qr;
  try {
    qr = decodeZatcaPhase2Tlv(attachment(root, 'QR') ?? '');
  } catch (problem) {
    fail(`The QR code cannot be read: ${(problem as Error).message}`);
    return;
  }
  const supplier = path(root, 'AccountingSupplierParty', 'Party')!;
  const facts = certificateFacts(stamp.certificateBody);
  const totals = cac(root, 'LegalMonetaryTotal')!;
  const time = cbc(root, 'IssueTime') ?? '';
  const expected = {
    sellerName: cbc(cac(supplier, 'PartyLegalEntity')!, 'RegistrationName'),
    vatNumber: cbc(cac(supplier, 'PartyTaxScheme')!, 'CompanyID'),
    timestamp: `${cbc(root, 'IssueDate')}T${time.endsWith('Z') ? time : `${time}Z`}`,
    // What the customer pays: the total with VAT, and the payable rounding where one is stated.
    total: cbc(totals, 'PayableAmount'),
    vat: halalasToDecimalText(amount(cbc(children(root, UBL_NAMESPACES.cac, 'TaxTotal')[0]!, 'TaxAmount')) ?? -1),
    invoiceHash: stamp.hash,
    signature: stamp.signature,
  };
  for (const [field, value] of Object.entries(expected)) {
    if (qr[field as keyof typeof expected] !== value) fail(`QR tag for ${field} does not match the document`);
  }
  if (Buffer.compare(Buffer.from(qr.publicKey), Buffer.from(facts.publicKeySpkiDer)) !== 0) {
    fail('QR tag 8 is not the certificate’s public key');
  }
  const wantsCertificateSignature = kind === 'simplified';
  const certificateSignatureMatches =
    qr.certificateSignature !== null &&
    Buffer.compare(Buffer.from(qr.certificateSignature), Buffer.from(facts.certificateSignatureDer)) === 0;
  if (wantsCertificateSignature && !certificateSignatureMatches) fail('QR tag 9 is not the certificate’s signature');
  const publicKey = createPublicKey({ key: Buffer.from(qr.publicKey), format: 'der', type: 'spki' });
  if (!verify('sha256', Buffer.from(qr.invoiceHash, 'base64'), publicKey, Buffer.from(qr.signature, 'base64'))) {
    fail('The QR signature does not verify with the QR public key');
  }
}

/** Every check of a document but the chain's, which needs what the simulator already holds. */
export function checkDocument(submitted: { invoiceHash: string; uuid: string; invoice: string }): CheckResult {
  const messages: FatooraMessage[] = [];
  let xml: string;
  let root: Element;
  try {
    xml = Buffer.from(submitted.invoice, 'base64').toString('utf8');
    root = parseXml(xml).documentElement!;
  } catch {
    return {
      messages: [error('XSD_ZATCA_INVALID', 'XSD validation', 'The invoice is not well-formed XML')],
      facts: null,
    };
  }
  const form = formChecks(root, messages);
  if (!form) return { messages, facts: null };
  if (form.uuid !== submitted.uuid)
    messages.push(error('BR-KSA-03', 'KSA', 'The UUID in the body does not match the document'));
  const stamp = stampChecks(xml, root, submitted.invoiceHash, messages);
  if (stamp) qrChecks(root, stamp, form.kind, messages);
  if (messages.length > 0 || !stamp) return { messages, facts: null };
  return {
    messages,
    facts: {
      ...form,
      hash: stamp.hash,
      certificateSerial: certificateFacts(stamp.certificateBody).serialNumberDecimal,
    },
  };
}

/** The chain: a unit's first document starts from the published seed; any other follows the one before it, if known. */
export function chainMessages(
  facts: SubmittedFacts,
  known: { previous: string | null; sameCounter: { uuid: string; hash: string } | null },
): FatooraMessage[] {
  if (known.sameCounter && known.sameCounter.uuid !== facts.uuid) {
    return [error('BR-KSA-33', 'KSA', `Another document of this unit already has counter ${facts.counter}`)];
  }
  const expected = facts.counter === 1 ? FIRST_PREVIOUS_INVOICE_HASH : known.previous;
  if (expected !== null && expected !== facts.previousHash) {
    return [error('BR-KSA-61', 'KSA', 'The previous invoice hash is not the hash of the unit’s previous document')];
  }
  return [];
}
