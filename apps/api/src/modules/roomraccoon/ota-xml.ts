import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { refuseDoctype, XmlRefused } from '../../lib/xml';
import { otaProtocolFailure } from './ota-errors';

/**
 * Reading RoomRaccoon's XML. OTA messages nest, repeat elements and carry their data in
 * attributes, so they go through fast-xml-parser (a validating parser) rather than lib/xml.ts's
 * regular expressions; a DOCTYPE is refused before parsing (no entity declarations, no XXE).
 * Prefixes are dropped: elements are found by local name, whatever namespace prefix they use.
 */
export const SOAP_11_NAMESPACE = 'http://schemas.xmlsoap.org/soap/envelope/';
export const SOAP_12_NAMESPACE = 'http://www.w3.org/2003/05/soap-envelope';

/** An element: its attributes under `@name`, its text under `#text`, children as arrays. */
export type XmlElement = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  // Decodes numeric character references (&#228;) besides XML's five named entities; a
  // reference to a character XML forbids (&#0;, a lone surrogate) is dropped.
  htmlEntities: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  isArray: (_name, _path, _isLeaf, isAttribute) => !isAttribute,
});

/** The document's root element and its local name; malformed XML is an OTA error. */
export function parseXml(xml: string): { name: string; element: XmlElement } {
  try {
    refuseDoctype(xml);
  } catch (error) {
    if (error instanceof XmlRefused) {
      throw otaProtocolFailure('DOCTYPE and entity declarations are not accepted');
    }
    throw error;
  }
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    throw otaProtocolFailure(`Not well-formed XML (line ${valid.err.line}): ${valid.err.msg}`);
  }
  const document = parser.parse(xml) as Record<string, unknown>;
  const [name, ...others] = Object.keys(document);
  const [element] = name ? children(document, name) : [];
  if (!name || !element || others.length > 0) {
    throw otaProtocolFailure('Not well-formed XML: one root element expected');
  }
  return { name, element };
}

const asElement = (value: unknown): XmlElement =>
  typeof value === 'object' && value !== null ? (value as XmlElement) : { '#text': value ?? '' };

/** The child elements with this local name, in document order. */
export function children(element: XmlElement | undefined, name: string): XmlElement[] {
  const value = element?.[name];
  return Array.isArray(value) ? value.map(asElement) : [];
}

export const child = (element: XmlElement | undefined, name: string): XmlElement | undefined =>
  children(element, name)[0];

/** The elements at the end of a path of local names, e.g. `RoomStays`, `RoomStay`. */
export function descendants(element: XmlElement | undefined, ...path: string[]): XmlElement[] {
  return path.reduce<XmlElement[]>(
    (found, name) => found.flatMap((parent) => children(parent, name)),
    element ? [element] : [],
  );
}

export function attribute(element: XmlElement | undefined, name: string): string | null {
  const value = element?.[`@${name}`];
  return typeof value === 'string' ? value.trim() : null;
}

export function textOf(element: XmlElement | undefined): string {
  const value = element?.['#text'];
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
}

/** The local names of an element's children (its attributes and text left out). */
export const childNames = (element: XmlElement): string[] =>
  Object.keys(element).filter((key) => !key.startsWith('@') && key !== '#text');
