import { createHash } from 'node:crypto';
import type { Element } from '@xmldom/xmldom';
import { canonicalDocument, parseXml } from './canonical';

export const UBL_NAMESPACES = {
  invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  ext: 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2',
} as const;

/**
 * The previous-invoice hash of a unit's first document, as the Authority publishes it: Base64 of
 * the hexadecimal text of SHA-256("0") (not of its bytes).
 */
export const FIRST_PREVIOUS_INVOICE_HASH =
  'NWZlY2ViNjZmZmM4NmYzOGQ5NTI3ODZjNmQ2OTZjNzljMmRiYzIzOWRkNGU5MWI0NjcyOWQ3M2EyN2ZiNTdlOQ==';

function childElements(parent: Element): Element[] {
  return Array.from(parent.childNodes).filter((node): node is Element => node.nodeType === 1);
}

function isElement(node: Element, namespace: string, localName: string): boolean {
  return node.namespaceURI === namespace && node.localName === localName;
}

/** The QR's document reference: the one whose `cbc:ID` is `QR`. */
function isQrReference(element: Element): boolean {
  return (
    isElement(element, UBL_NAMESPACES.cac, 'AdditionalDocumentReference') &&
    childElements(element).some((child) => isElement(child, UBL_NAMESPACES.cbc, 'ID') && child.textContent === 'QR')
  );
}

/**
 * The canonical text the invoice hash is taken over: the document without its UBL extensions
 * (where the signature lives), its `cac:Signature` and its QR reference, as the signature's
 * declared XPath transforms say. The elements go; the whitespace around them stays, so the hash
 * depends on the document's exact layout, which is why a signed document is stored byte for byte.
 */
export function hashedInvoiceText(xml: string): string {
  const document = parseXml(xml);
  const root = document.documentElement;
  if (!root) throw new Error('XML: the document has no root element');
  for (const child of childElements(root)) {
    if (
      isElement(child, UBL_NAMESPACES.ext, 'UBLExtensions') ||
      isElement(child, UBL_NAMESPACES.cac, 'Signature') ||
      isQrReference(child)
    ) {
      root.removeChild(child);
    }
  }
  return canonicalDocument(document);
}

/** The invoice hash (KSA-13 of the next document, QR tag 6, the signature's digest): Base64 of the 32 bytes. */
export function invoiceHash(xml: string): string {
  return createHash('sha256').update(hashedInvoiceText(xml), 'utf8').digest('base64');
}
