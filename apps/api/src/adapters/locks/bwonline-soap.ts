import { escapeXml, WSSE_NAMESPACE, WSSE_PASSWORD_TEXT, xmlElements, xmlText } from '../../lib/xml';

/**
 * The SOAP 1.1 envelopes of bwOnline's service as we assume it (docs/integrations/locks.md):
 * document/literal, one namespace, WS-Security UsernameToken. Only our own small, flat messages
 * are read, so lib/xml.ts's regular-expression reader does instead of an XML parser.
 */
export const BWONLINE_NAMESPACE = 'urn:bwonline:access:1';
export const SOAP_ENVELOPE_NAMESPACE = 'http://schemas.xmlsoap.org/soap/envelope/';

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
    `<wsse:Password Type="${WSSE_PASSWORD_TEXT}">${escapeXml(credentials.password)}</wsse:Password>` +
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
