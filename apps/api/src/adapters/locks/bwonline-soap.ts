/**
 * The SOAP 1.1 envelopes of bwOnline's service as we assume it (docs/integrations/locks.md):
 * document/literal, one namespace, WS-Security UsernameToken. Only our own small, flat messages
 * are read, so a few careful regular expressions do instead of an XML library: values are
 * escaped on the way out, entities (and CDATA) decoded on the way in, and a DOCTYPE (entity
 * declarations) is refused outright.
 */
export const BWONLINE_NAMESPACE = 'urn:bwonline:access:1';
export const SOAP_ENVELOPE_NAMESPACE = 'http://schemas.xmlsoap.org/soap/envelope/';
const WSSE_NAMESPACE =
  'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd';
const PASSWORD_TEXT =
  'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordText';

export const BWONLINE_OPERATIONS = [
  'GetComponents',
  'OpenComponent',
  'AddAccess',
  'RemoveAccess',
] as const;
export type BwOnlineOperation = (typeof BWONLINE_OPERATIONS)[number];

/** The SOAPAction header of an operation. */
export const soapActionOf = (operation: BwOnlineOperation) =>
  `"${BWONLINE_NAMESPACE}#${operation}"`;

export function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const NAMED_ENTITIES: Record<string, string> = {
  lt: '<',
  gt: '>',
  amp: '&',
  quot: '"',
  apos: "'",
};

/** Beyond Unicode's last code point a numeric reference stays as written (never a throw). */
const MAX_CODE_POINT = 0x10ffff;
const fromCodePoint = (entity: string, code: number) =>
  code <= MAX_CODE_POINT ? String.fromCodePoint(code) : entity;

export function unescapeXml(value: string): string {
  return value.replace(/&(#x[0-9a-fA-F]{1,6}|#\d{1,7}|[a-z]{2,4});/g, (entity, name: string) => {
    if (name.startsWith('#x')) return fromCodePoint(entity, parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return fromCodePoint(entity, parseInt(name.slice(1), 10));
    return NAMED_ENTITIES[name] ?? entity;
  });
}

/** An element's text: its CDATA sections verbatim, everything else entity-decoded. */
function textOf(inner: string): string {
  return inner
    .split(/(<!\[CDATA\[[\s\S]*?\]\]>)/)
    .map((part) =>
      part.startsWith('<![CDATA[') ? part.slice(9, -3) : unescapeXml(part.replace(/<[^>]*>/g, '')),
    )
    .join('')
    .trim();
}

export class XmlRefused extends Error {}

/** The inner XML of every element with this local name (any prefix), in document order. */
export function xmlElements(xml: string, localName: string): string[] {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw new XmlRefused('DOCTYPE in a SOAP message');
  const prefix = '(?:[A-Za-z_][\\w.-]*:)?';
  const pattern = new RegExp(
    `<${prefix}${localName}(?:\\s[^>]*?)?(?:/>|>([\\s\\S]*?)</${prefix}${localName}\\s*>)`,
    'g',
  );
  return [...xml.matchAll(pattern)].map((match) => match[1] ?? '');
}

/** The text of the first element with this local name, or null when there is none. */
export function xmlText(xml: string, localName: string): string | null {
  const [inner] = xmlElements(xml, localName);
  return inner === undefined ? null : textOf(inner);
}

export interface SoapCredentials {
  username: string;
  password: string;
}

/** A request envelope: `fields` become the operation's child elements, in order. */
export function soapRequest(
  operation: BwOnlineOperation,
  credentials: SoapCredentials,
  fields: [name: string, value: string][] = [],
): string {
  const body = fields
    .map(([name, value]) => `<bw:${name}>${escapeXml(value)}</bw:${name}>`)
    .join('');
  return (
    `<?xml version="1.0" encoding="utf-8"?>` +
    `<soap:Envelope xmlns:soap="${SOAP_ENVELOPE_NAMESPACE}" xmlns:bw="${BWONLINE_NAMESPACE}">` +
    `<soap:Header><wsse:Security xmlns:wsse="${WSSE_NAMESPACE}" soap:mustUnderstand="1">` +
    `<wsse:UsernameToken><wsse:Username>${escapeXml(credentials.username)}</wsse:Username>` +
    `<wsse:Password Type="${PASSWORD_TEXT}">${escapeXml(credentials.password)}</wsse:Password>` +
    `</wsse:UsernameToken></wsse:Security></soap:Header>` +
    `<soap:Body><bw:${operation}Request>${body}</bw:${operation}Request></soap:Body>` +
    `</soap:Envelope>`
  );
}

/** A response envelope (the fake service's side, and the documentation's examples). */
export function soapResponse(operation: BwOnlineOperation, innerXml: string): string {
  return (
    `<?xml version="1.0" encoding="utf-8"?>` +
    `<soap:Envelope xmlns:soap="${SOAP_ENVELOPE_NAMESPACE}" xmlns:bw="${BWONLINE_NAMESPACE}">` +
    `<soap:Body><bw:${operation}Response>${innerXml}</bw:${operation}Response></soap:Body>` +
    `</soap:Envelope>`
  );
}

export interface SoapFault {
  /** `Client` (the request is wrong: not retried) or `Server` (the service failed: retried). */
  faultClass: 'Client' | 'Server' | 'Other';
  faultstring: string | null;
  /** bwOnline's own error code in the fault's detail (`bw:ErrorCode`), e.g. `AccessNotFound`. */
  errorCode: string | null;
}

export function soapFaultOf(xml: string): SoapFault | null {
  const [fault] = xmlElements(xml, 'Fault');
  if (fault === undefined) return null;
  const faultcode = xmlText(fault, 'faultcode') ?? '';
  const local = faultcode.replace(/^.*:/, '');
  return {
    faultClass: local === 'Client' || local === 'Server' ? local : 'Other',
    faultstring: xmlText(fault, 'faultstring') || null,
    errorCode: xmlText(fault, 'ErrorCode') || null,
  };
}

/** A fault envelope (the fake service's side). */
export function soapFault(faultClass: 'Client' | 'Server', message: string, errorCode: string) {
  return (
    `<?xml version="1.0" encoding="utf-8"?>` +
    `<soap:Envelope xmlns:soap="${SOAP_ENVELOPE_NAMESPACE}" xmlns:bw="${BWONLINE_NAMESPACE}">` +
    `<soap:Body><soap:Fault><faultcode>soap:${faultClass}</faultcode>` +
    `<faultstring>${escapeXml(message)}</faultstring>` +
    `<detail><bw:ErrorCode>${escapeXml(errorCode)}</bw:ErrorCode></detail>` +
    `</soap:Fault></soap:Body></soap:Envelope>`
  );
}
