import { DOMParser, type Element, type Node } from '@xmldom/xmldom';

/**
 * Inclusive XML canonicalisation without comments (W3C C14N 1.0; C14N 1.1, which the Authority
 * names, differs from it only in `xml:id` and `xml:base` attributes, which no invoice carries), of
 * a whole document or of what is left of it once some elements are removed. The invoice hash is
 * SHA-256 over this text, so a byte here decides whether the Authority accepts a document.
 */

const XMLNS = 'http://www.w3.org/2000/xmlns/';
const ELEMENT = 1;
const TEXT = 3;
const CDATA = 4;
const PROCESSING_INSTRUCTION = 7;

/** Parses XML, refusing anything not well-formed rather than guessing a repair. */
export function parseXml(xml: string) {
  return new DOMParser({
    onError: (level, message) => {
      if (level !== 'warning') throw new Error(`XML: ${message}`);
    },
  }).parseFromString(xml, 'text/xml');
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r/g, '&#xD;');
}

function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/"/g, '&quot;')
    .replace(/\t/g, '&#x9;')
    .replace(/\n/g, '&#xA;')
    .replace(/\r/g, '&#xD;');
}

/** Code-point order, as C14N sorts: `localeCompare` would follow a language's collation instead. */
function byCodePoint(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function renderElement(element: Element, inherited: ReadonlyMap<string, string>): string {
  const scope = new Map(inherited);
  const declarations: [string, string][] = [];
  const attributes: { uri: string; local: string; text: string }[] = [];
  for (const attribute of Array.from(element.attributes)) {
    if (attribute.namespaceURI === XMLNS) {
      const prefix = attribute.prefix === 'xmlns' ? attribute.localName! : '';
      // A declaration the output parent already makes (or an empty default where none is in force) is superfluous.
      if ((scope.get(prefix) ?? '') === attribute.value) continue;
      scope.set(prefix, attribute.value);
      declarations.push([prefix, attribute.value]);
    } else {
      attributes.push({
        uri: attribute.namespaceURI ?? '',
        local: attribute.localName ?? attribute.name,
        text: ` ${attribute.name}="${escapeAttribute(attribute.value)}"`,
      });
    }
  }
  declarations.sort(([a], [b]) => byCodePoint(a, b));
  attributes.sort((a, b) => byCodePoint(a.uri, b.uri) || byCodePoint(a.local, b.local));
  const namespaces = declarations
    .map(([prefix, uri]) => ` ${prefix === '' ? 'xmlns' : `xmlns:${prefix}`}="${escapeAttribute(uri)}"`)
    .join('');
  const name = element.tagName;
  return `<${name}${namespaces}${attributes.map((a) => a.text).join('')}>${renderChildren(element, scope)}</${name}>`;
}

function renderChildren(parent: Node, scope: ReadonlyMap<string, string>): string {
  let text = '';
  for (let child = parent.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === ELEMENT) text += renderElement(child as Element, scope);
    else if (child.nodeType === TEXT || child.nodeType === CDATA) text += escapeText(child.nodeValue ?? '');
    else if (child.nodeType === PROCESSING_INSTRUCTION) text += `<?${child.nodeName} ${child.nodeValue ?? ''}?>`;
    // Comments are left out (C14N without comments).
  }
  return text;
}

/** The canonical text of a parsed document: its root element (no declaration, nothing outside the root). */
export function canonicalDocument(document: { documentElement: Element | null }): string {
  if (!document.documentElement) throw new Error('XML: the document has no root element');
  return renderElement(document.documentElement, new Map());
}
