import { escapeXml } from '../../lib/xml';
import { otaProtocolFailure, type OtaFailure } from './ota-errors';
import {
  attribute,
  child,
  childNames,
  descendants,
  parseXml,
  SOAP_11_NAMESPACE,
  SOAP_12_NAMESPACE,
  textOf,
  type XmlElement,
} from './ota-xml';

/** How the request came, so the answer comes the same way: SOAP 1.1, SOAP 1.2 or a bare OTA body. */
export type SoapVersion = '1.1' | '1.2' | 'none';

export const OTA_NAMESPACE = 'http://www.opentravel.org/OTA/2003/05';
/** The OTA release we answer with (OTA_HotelResNotifRS@Version). */
const OTA_RS_VERSION = '1.0';

export interface UsernameToken {
  username: string;
  password: string;
  isDigest: boolean;
  /** Base64, as sent (PasswordDigest only). */
  nonce: string;
  created: string;
}

export interface OtaRequestEnvelope {
  soapVersion: SoapVersion;
  /** WS-Security's UsernameToken, or for a bare OTA body POS/Source/RequestorID@ID + @MessagePassword. */
  credentials: UsernameToken | null;
  /** OTA_HotelResNotifRQ itself. */
  request: XmlElement;
  echoToken: string | null;
}

const REQUEST_ROOT = 'OTA_HotelResNotifRQ';

/** The SOAP version a request's namespaces name; a parse failure answers in this version too. */
export function soapVersionOf(xml: string, contentType: string): SoapVersion {
  if (xml.includes(SOAP_12_NAMESPACE)) return '1.2';
  if (xml.includes(SOAP_11_NAMESPACE)) return '1.1';
  if (/<(?:[\w.-]+:)?Envelope[\s>]/.test(xml)) {
    return contentType.startsWith('application/soap+xml') ? '1.2' : '1.1';
  }
  return 'none';
}

function usernameTokenOf(header: XmlElement | undefined): UsernameToken | null {
  const token = descendants(header, 'Security', 'UsernameToken')[0];
  if (!token) return null;
  const password = child(token, 'Password');
  return {
    username: textOf(child(token, 'Username')),
    password: textOf(password),
    isDigest: (attribute(password, 'Type') ?? '').endsWith('#PasswordDigest'),
    nonce: textOf(child(token, 'Nonce')),
    created: textOf(child(token, 'Created')),
  };
}

function requestorCredentials(request: XmlElement): UsernameToken | null {
  const requestor = descendants(request, 'POS', 'Source', 'RequestorID')[0];
  const username = attribute(requestor, 'ID');
  const password = attribute(requestor, 'MessagePassword');
  if (username === null || password === null) return null;
  return { username, password, isDigest: false, nonce: '', created: '' };
}

/** Reads the envelope (or bare body) down to OTA_HotelResNotifRQ; anything else is an OTA error. */
export function readOtaRequest(xml: string, contentType: string): OtaRequestEnvelope {
  const soapVersion = soapVersionOf(xml, contentType);
  const root = parseXml(xml);
  if (root.name === 'Envelope') {
    const body = child(root.element, 'Body');
    const [name, ...others] = body ? childNames(body) : [];
    if (name !== REQUEST_ROOT || others.length > 0) {
      throw otaProtocolFailure(`The SOAP body must hold exactly one ${REQUEST_ROOT}`);
    }
    const request = child(body, REQUEST_ROOT)!;
    return {
      soapVersion: soapVersion === 'none' ? '1.1' : soapVersion,
      credentials: usernameTokenOf(child(root.element, 'Header')),
      request,
      echoToken: attribute(request, 'EchoToken'),
    };
  }
  if (root.name !== REQUEST_ROOT) {
    throw otaProtocolFailure(`Only ${REQUEST_ROOT} is accepted here, not ${root.name}`);
  }
  return {
    soapVersion: 'none',
    credentials: requestorCredentials(root.element),
    request: root.element,
    echoToken: attribute(root.element, 'EchoToken'),
  };
}

/** One reservation's ids in the answer: RoomRaccoon's and, when stored, our booking number. */
export interface OtaConfirmation {
  externalId: string;
  resStatus: string;
  bookingNumbers: number[];
}

function rsElement(echoToken: string | null, inner: string, now: Date): string {
  const echo = echoToken === null ? '' : ` EchoToken="${escapeXml(echoToken)}"`;
  return (
    `<OTA_HotelResNotifRS xmlns="${OTA_NAMESPACE}" Version="${OTA_RS_VERSION}"` +
    ` TimeStamp="${now.toISOString()}"${echo}>${inner}</OTA_HotelResNotifRS>`
  );
}

function confirmationXml(confirmation: OtaConfirmation): string {
  const ours = confirmation.bookingNumbers
    .map(
      (number) =>
        `<HotelReservationID ResID_Type="10" ResID_Value="${number}" ResID_Source="PMS"/>`,
    )
    .join('');
  const externalId = escapeXml(confirmation.externalId);
  return (
    `<HotelReservation ResStatus="${escapeXml(confirmation.resStatus)}">` +
    `<UniqueID Type="14" ID="${externalId}"/>` +
    `<ResGlobalInfo><HotelReservationIDs>` +
    `<HotelReservationID ResID_Type="14" ResID_Value="${externalId}" ResID_Source="RoomRaccoon"/>` +
    `${ours}</HotelReservationIDs></ResGlobalInfo></HotelReservation>`
  );
}

function envelope(soapVersion: SoapVersion, body: string): string {
  const declaration = '<?xml version="1.0" encoding="UTF-8"?>';
  if (soapVersion === 'none') return declaration + body;
  const namespace = soapVersion === '1.2' ? SOAP_12_NAMESPACE : SOAP_11_NAMESPACE;
  return (
    `${declaration}<soap:Envelope xmlns:soap="${namespace}">` +
    `<soap:Body>${body}</soap:Body></soap:Envelope>`
  );
}

export function otaSuccessXml(
  soapVersion: SoapVersion,
  echoToken: string | null,
  confirmations: OtaConfirmation[],
  now = new Date(),
): string {
  const reservations = confirmations.map(confirmationXml).join('');
  return envelope(
    soapVersion,
    rsElement(echoToken, `<Success/><HotelReservations>${reservations}</HotelReservations>`, now),
  );
}

export function otaErrorXml(
  soapVersion: SoapVersion,
  echoToken: string | null,
  failure: OtaFailure,
  now = new Date(),
): string {
  const text = escapeXml(failure.message);
  const error =
    `<Errors><Error Type="${failure.type}" Code="${failure.code}" Status="NotProcessed"` +
    ` ShortText="${text}">${text}</Error></Errors>`;
  return envelope(soapVersion, rsElement(echoToken, error, now));
}

/** The answer's content type: SOAP 1.2's own, text/xml for SOAP 1.1, application/xml bare. */
export function otaContentType(soapVersion: SoapVersion): string {
  if (soapVersion === '1.2') return 'application/soap+xml; charset=utf-8';
  return soapVersion === '1.1' ? 'text/xml; charset=utf-8' : 'application/xml; charset=utf-8';
}
