import { halalasToDecimalText } from '../../../../domain/money';
import { invoiceLineAmounts, VAT_RATE_PERCENT, vatOnNet } from '../../../../domain/vat';
import { zatcaTimestamp } from '../../../../domain/zatca-qr';
import { UBL_NAMESPACES } from './invoice-hash';

/**
 * A tax document as UBL 2.1 with the Authority's extensions, written from one template so that its
 * layout never changes: the hash covers the whitespace too, and a document is never re-serialised
 * once it is signed.
 */

/** A Saudi national address (BR-KSA-09, 37, 66): building number of 4 digits, postal code of 5. */
export interface NationalAddress {
  street: string;
  buildingNumber: string;
  district: string;
  city: string;
  postalZone: string;
}

export interface Seller {
  name: string;
  vatNumber: string;
  /** The commercial registration number (scheme CRN). */
  registrationNumber: string;
  address: NationalAddress;
}

/** A buyer a standard (B2B) invoice names: its VAT number and national address are mandatory. */
export interface Buyer {
  name: string;
  vatNumber: string;
  address: NationalAddress;
}

/** 388 an invoice, 381 a credit note; simplified (02) to consumers, standard (01) to VAT-registered businesses. */
export const DOCUMENT_TYPE_CODES = { invoice: '388', 'credit-note': '381' } as const;
export type DocumentType = keyof typeof DOCUMENT_TYPE_CODES;
export type DocumentKind = 'simplified' | 'standard';

export interface TaxDocument {
  kind: DocumentKind;
  type: DocumentType;
  /** The document's number (BT-1), unique for the seller. */
  number: string;
  uuid: string;
  issuedAt: Date;
  /** The unit's counter (KSA-16) and the hash of its previous document (KSA-13). */
  counter: number;
  previousHash: string;
  seller: Seller;
  /** Null on a simplified document. */
  buyer: Buyer | null;
  itemName: string;
  /** What was paid or paid back, VAT included, in halalas: positive on both (BR-KSA-F-04). */
  totalHalalas: number;
  /**
   * The part of the price that others paid and that their own tax invoices carry (a merchant's
   * validations of the stay), VAT included: the line states the whole price and this part is a
   * document-level allowance, so the document's VAT is that of what this buyer paid. Null when none.
   */
  paidByOthers: { halalas: number; reason: string } | null;
  /** UNTDID 4461: 10 cash, 48 bank card, 42 to a bank account, 1 not defined. */
  paymentMeansCode: string;
  /** A credit note's invoice and reason (BR-KSA-56, BR-KSA-17). */
  correction: { invoiceNumber: string; reason: string } | null;
}

/** What signing puts in a document: the UBL extensions' content (the signature) and the QR payload. */
export interface DocumentStamp {
  signatureExtension: string;
  qr: string;
}

/** Placeholders in the signed blocks' places: the hash leaves those blocks out, so it is the same with either. */
export const UNSIGNED: DocumentStamp = { signatureExtension: '', qr: '' };

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const sar = (halalas: number) => `currencyID="SAR">${halalasToDecimalText(halalas)}`;

/** The subtype (BR-KSA-06): 01 standard or 02 simplified, then no third-party, nominal, export, summary or self-billed flag. */
function subtype(kind: DocumentKind): string {
  return kind === 'standard' ? '0100000' : '0200000';
}

/** IssueDate and IssueTime in UTC (BR-KSA-70 `hh:mm:ssZ`), so that QR tag 3 is the same instant to the second. */
export function issueDateAndTime(issuedAt: Date): { date: string; time: string } {
  const stamp = zatcaTimestamp(issuedAt);
  return { date: stamp.slice(0, 10), time: stamp.slice(11) };
}

function address(value: NationalAddress, indent: string): string {
  return [
    `${indent}<cac:PostalAddress>`,
    `${indent}    <cbc:StreetName>${escapeXml(value.street)}</cbc:StreetName>`,
    `${indent}    <cbc:BuildingNumber>${escapeXml(value.buildingNumber)}</cbc:BuildingNumber>`,
    `${indent}    <cbc:CitySubdivisionName>${escapeXml(value.district)}</cbc:CitySubdivisionName>`,
    `${indent}    <cbc:CityName>${escapeXml(value.city)}</cbc:CityName>`,
    `${indent}    <cbc:PostalZone>${escapeXml(value.postalZone)}</cbc:PostalZone>`,
    `${indent}    <cac:Country>`,
    `${indent}        <cbc:IdentificationCode>SA</cbc:IdentificationCode>`,
    `${indent}    </cac:Country>`,
    `${indent}</cac:PostalAddress>`,
  ].join('\n');
}

function taxScheme(vatNumber: string | null, indent: string): string {
  return [
    `${indent}<cac:PartyTaxScheme>`,
    ...(vatNumber === null ? [] : [`${indent}    <cbc:CompanyID>${escapeXml(vatNumber)}</cbc:CompanyID>`]),
    `${indent}    <cac:TaxScheme>`,
    `${indent}        <cbc:ID>VAT</cbc:ID>`,
    `${indent}    </cac:TaxScheme>`,
    `${indent}</cac:PartyTaxScheme>`,
  ].join('\n');
}

function supplierParty(seller: Seller): string {
  return [
    '    <cac:AccountingSupplierParty>',
    '        <cac:Party>',
    '            <cac:PartyIdentification>',
    `                <cbc:ID schemeID="CRN">${escapeXml(seller.registrationNumber)}</cbc:ID>`,
    '            </cac:PartyIdentification>',
    address(seller.address, '            '),
    taxScheme(seller.vatNumber, '            '),
    '            <cac:PartyLegalEntity>',
    `                <cbc:RegistrationName>${escapeXml(seller.name)}</cbc:RegistrationName>`,
    '            </cac:PartyLegalEntity>',
    '        </cac:Party>',
    '    </cac:AccountingSupplierParty>',
  ].join('\n');
}

/** A simplified document's buyer is a consumer it does not name: the party the schema requires, in the Kingdom. */
function customerParty(buyer: Buyer | null): string {
  const party = buyer
    ? [
        address(buyer.address, '            '),
        taxScheme(buyer.vatNumber, '            '),
        '            <cac:PartyLegalEntity>',
        `                <cbc:RegistrationName>${escapeXml(buyer.name)}</cbc:RegistrationName>`,
        '            </cac:PartyLegalEntity>',
      ]
    : [
        '            <cac:PostalAddress>',
        '                <cac:Country>',
        '                    <cbc:IdentificationCode>SA</cbc:IdentificationCode>',
        '                </cac:Country>',
        '            </cac:PostalAddress>',
        taxScheme(null, '            '),
      ];
  return [
    '    <cac:AccountingCustomerParty>',
    '        <cac:Party>',
    ...party,
    '        </cac:Party>',
    '    </cac:AccountingCustomerParty>',
  ].join('\n');
}

function taxCategory(element: 'TaxCategory' | 'ClassifiedTaxCategory', indent: string): string {
  return [
    `${indent}<cac:${element}>`,
    `${indent}    <cbc:ID>S</cbc:ID>`,
    `${indent}    <cbc:Percent>${VAT_RATE_PERCENT.toFixed(2)}</cbc:Percent>`,
    `${indent}    <cac:TaxScheme>`,
    `${indent}        <cbc:ID>VAT</cbc:ID>`,
    `${indent}    </cac:TaxScheme>`,
    `${indent}</cac:${element}>`,
  ].join('\n');
}

function embedded(id: string, text: string): string {
  return [
    '    <cac:AdditionalDocumentReference>',
    `        <cbc:ID>${id}</cbc:ID>`,
    '        <cac:Attachment>',
    `            <cbc:EmbeddedDocumentBinaryObject mimeCode="text/plain">${text}</cbc:EmbeddedDocumentBinaryObject>`,
    '        </cac:Attachment>',
    '    </cac:AdditionalDocumentReference>',
  ].join('\n');
}

function allowance(reason: string, netHalalas: number): string[] {
  return [
    '    <cac:AllowanceCharge>',
    '        <cbc:ChargeIndicator>false</cbc:ChargeIndicator>',
    `        <cbc:AllowanceChargeReason>${escapeXml(reason)}</cbc:AllowanceChargeReason>`,
    `        <cbc:Amount ${sar(netHalalas)}</cbc:Amount>`,
    taxCategory('TaxCategory', '        '),
    '    </cac:AllowanceCharge>',
  ];
}

/** The document's XML, byte for byte what is hashed, signed, stored and sent. */
export function renderDocument(document: TaxDocument, stamp: DocumentStamp): string {
  const { date, time } = issueDateAndTime(document.issuedAt);
  const { line, lineVat, allowanceNet, taxable } = documentAmounts(document);
  const taxInclusive = taxable.net + taxable.vat;
  const correction = document.correction;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<Invoice xmlns="${UBL_NAMESPACES.invoice}" xmlns:cac="${UBL_NAMESPACES.cac}" xmlns:cbc="${UBL_NAMESPACES.cbc}" xmlns:ext="${UBL_NAMESPACES.ext}">`,
    '    <ext:UBLExtensions>',
    '        <ext:UBLExtension>',
    '            <ext:ExtensionURI>urn:oasis:names:specification:ubl:dsig:enveloped:xades</ext:ExtensionURI>',
    `            <ext:ExtensionContent>${stamp.signatureExtension}</ext:ExtensionContent>`,
    '        </ext:UBLExtension>',
    '    </ext:UBLExtensions>',
    '    <cbc:ProfileID>reporting:1.0</cbc:ProfileID>',
    `    <cbc:ID>${escapeXml(document.number)}</cbc:ID>`,
    `    <cbc:UUID>${document.uuid}</cbc:UUID>`,
    `    <cbc:IssueDate>${date}</cbc:IssueDate>`,
    `    <cbc:IssueTime>${time}</cbc:IssueTime>`,
    `    <cbc:InvoiceTypeCode name="${subtype(document.kind)}">${DOCUMENT_TYPE_CODES[document.type]}</cbc:InvoiceTypeCode>`,
    '    <cbc:DocumentCurrencyCode>SAR</cbc:DocumentCurrencyCode>',
    '    <cbc:TaxCurrencyCode>SAR</cbc:TaxCurrencyCode>',
    ...(correction
      ? [
          '    <cac:BillingReference>',
          '        <cac:InvoiceDocumentReference>',
          `            <cbc:ID>${escapeXml(correction.invoiceNumber)}</cbc:ID>`,
          '        </cac:InvoiceDocumentReference>',
          '    </cac:BillingReference>',
        ]
      : []),
    '    <cac:AdditionalDocumentReference>',
    '        <cbc:ID>ICV</cbc:ID>',
    `        <cbc:UUID>${document.counter}</cbc:UUID>`,
    '    </cac:AdditionalDocumentReference>',
    embedded('PIH', document.previousHash),
    embedded('QR', stamp.qr),
    '    <cac:Signature>',
    '        <cbc:ID>urn:oasis:names:specification:ubl:signature:Invoice</cbc:ID>',
    '        <cbc:SignatureMethod>urn:oasis:names:specification:ubl:dsig:enveloped:xades</cbc:SignatureMethod>',
    '    </cac:Signature>',
    supplierParty(document.seller),
    customerParty(document.buyer),
    ...(document.kind === 'standard'
      ? [
          '    <cac:Delivery>',
          `        <cbc:ActualDeliveryDate>${date}</cbc:ActualDeliveryDate>`,
          '    </cac:Delivery>',
        ]
      : []),
    '    <cac:PaymentMeans>',
    `        <cbc:PaymentMeansCode>${document.paymentMeansCode}</cbc:PaymentMeansCode>`,
    ...(correction ? [`        <cbc:InstructionNote>${escapeXml(correction.reason)}</cbc:InstructionNote>`] : []),
    '    </cac:PaymentMeans>',
    ...(document.paidByOthers ? allowance(document.paidByOthers.reason, allowanceNet) : []),
    '    <cac:TaxTotal>',
    `        <cbc:TaxAmount ${sar(taxable.vat)}</cbc:TaxAmount>`,
    '    </cac:TaxTotal>',
    '    <cac:TaxTotal>',
    `        <cbc:TaxAmount ${sar(taxable.vat)}</cbc:TaxAmount>`,
    '        <cac:TaxSubtotal>',
    `            <cbc:TaxableAmount ${sar(taxable.net)}</cbc:TaxableAmount>`,
    `            <cbc:TaxAmount ${sar(taxable.vat)}</cbc:TaxAmount>`,
    taxCategory('TaxCategory', '            '),
    '        </cac:TaxSubtotal>',
    '    </cac:TaxTotal>',
    '    <cac:LegalMonetaryTotal>',
    `        <cbc:LineExtensionAmount ${sar(line)}</cbc:LineExtensionAmount>`,
    `        <cbc:TaxExclusiveAmount ${sar(taxable.net)}</cbc:TaxExclusiveAmount>`,
    `        <cbc:TaxInclusiveAmount ${sar(taxInclusive)}</cbc:TaxInclusiveAmount>`,
    `        <cbc:AllowanceTotalAmount ${sar(allowanceNet)}</cbc:AllowanceTotalAmount>`,
    `        <cbc:PrepaidAmount ${sar(0)}</cbc:PrepaidAmount>`,
    ...(taxable.rounding === 0
      ? []
      : [`        <cbc:PayableRoundingAmount ${sar(taxable.rounding)}</cbc:PayableRoundingAmount>`]),
    `        <cbc:PayableAmount ${sar(document.totalHalalas)}</cbc:PayableAmount>`,
    '    </cac:LegalMonetaryTotal>',
    '    <cac:InvoiceLine>',
    '        <cbc:ID>1</cbc:ID>',
    '        <cbc:InvoicedQuantity unitCode="PCE">1.000000</cbc:InvoicedQuantity>',
    `        <cbc:LineExtensionAmount ${sar(line)}</cbc:LineExtensionAmount>`,
    '        <cac:TaxTotal>',
    `            <cbc:TaxAmount ${sar(lineVat)}</cbc:TaxAmount>`,
    `            <cbc:RoundingAmount ${sar(line + lineVat)}</cbc:RoundingAmount>`,
    '        </cac:TaxTotal>',
    '        <cac:Item>',
    `            <cbc:Name>${escapeXml(document.itemName)}</cbc:Name>`,
    taxCategory('ClassifiedTaxCategory', '            '),
    '        </cac:Item>',
    '        <cac:Price>',
    `            <cbc:PriceAmount ${sar(line)}</cbc:PriceAmount>`,
    '        </cac:Price>',
    '    </cac:InvoiceLine>',
    '</Invoice>',
    '',
  ].join('\n');
}

/**
 * A document's amounts: the line's net and VAT (the whole price, where others paid part of it),
 * the allowance of what others paid (net), and what is taxed here: the net, VAT and payable
 * rounding of what this buyer paid (`invoiceLineAmounts`), so that net − allowance is that net.
 */
export function documentAmounts(document: Pick<TaxDocument, 'totalHalalas' | 'paidByOthers'>) {
  const taxable = invoiceLineAmounts(document.totalHalalas);
  if (!document.paidByOthers) return { line: taxable.net, lineVat: taxable.vat, allowanceNet: 0, taxable };
  // The whole price's net; never below this buyer's own (a validation of a halala or two can round so).
  const line = Math.max(invoiceLineAmounts(document.totalHalalas + document.paidByOthers.halalas).net, taxable.net);
  return { line, lineVat: vatOnNet(line), allowanceNet: line - taxable.net, taxable };
}

/**
 * The QR's text fields as the document states them (tags 1 to 5). Tag 4 is the total the customer
 * paid (the payable amount): where the VAT-inclusive total needs a payable rounding (11.00 is
 * 9.56 + 1.43 + 0.01), the code states the 11.00 of the receipt and the payment, not 10.99.
 */
export function qrTextFields(document: TaxDocument) {
  const { taxable } = documentAmounts(document);
  return {
    sellerName: document.seller.name,
    vatNumber: document.seller.vatNumber,
    timestamp: zatcaTimestamp(document.issuedAt),
    total: halalasToDecimalText(document.totalHalalas),
    vat: halalasToDecimalText(taxable.vat),
  };
}
