/**
 * XML helpers without a parser. `escapeXml` is for every XML we write. The reader
 * (`xmlElements`, `xmlText`) is a few careful regular expressions for small, flat messages whose
 * shape we define ourselves (bwOnline's SOAP envelopes): entities (and CDATA) are decoded on the
 * way in, and a DOCTYPE (entity declarations, XXE) is refused outright. Third-party messages
 * with nesting and attributes (RoomRaccoon's OTA XML) go through a validating parser instead,
 * behind the same DOCTYPE refusal.
 */

/** WS-Security 1.0 (OASIS 2004): the namespace and the UsernameToken profile's password types. */
export const WSSE_NAMESPACE =
  'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd';
export const WSU_NAMESPACE =
  'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-utility-1.0.xsd';
const USERNAME_TOKEN_PROFILE =
  'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0';
export const WSSE_PASSWORD_TEXT = `${USERNAME_TOKEN_PROFILE}#PasswordText`;
export const WSSE_PASSWORD_DIGEST = `${USERNAME_TOKEN_PROFILE}#PasswordDigest`;
export const WSSE_BASE64_BINARY =
  'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-soap-message-security-1.0#Base64Binary';

export class XmlRefused extends Error {}

/** Entity declarations are how XXE and entity expansion attacks start: never read them. */
export function refuseDoctype(xml: string): void {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw new XmlRefused('DOCTYPE in an XML message');
}

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

/** The inner XML of every element with this local name (any prefix), in document order. */
export function xmlElements(xml: string, localName: string): string[] {
  refuseDoctype(xml);
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
