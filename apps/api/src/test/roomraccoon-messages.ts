import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  escapeXml,
  WSSE_NAMESPACE,
  WSSE_PASSWORD_DIGEST,
  WSSE_PASSWORD_TEXT,
  WSU_NAMESPACE,
} from '../lib/xml';

/**
 * OTA_HotelResNotifRQ messages as a channel manager sends them (OTA 2015B, WS-Security
 * UsernameToken), for the RoomRaccoon endpoint's tests. Shapes as assumed in
 * docs/integrations/roomraccoon.md.
 */
export interface OtaStayInput {
  code: string;
  start: string;
  end: string;
  adults?: number;
  kids?: number;
  /** AmountAfterTax, e.g. "240.00". */
  total?: string;
  currency?: string;
}

export interface OtaReservationInput {
  id: string;
  status?: string;
  stays: OtaStayInput[];
  guest?: { given: string; surname: string; email?: string; phone?: string } | null;
  comment?: string;
  hotelCode?: string;
}

export interface OtaCredentials {
  username: string;
  password: string;
  /** PasswordDigest instead of PasswordText, made at this instant. */
  digestAt?: Date;
}

const OTA = 'http://www.opentravel.org/OTA/2003/05';
const SOAP_11 = 'http://schemas.xmlsoap.org/soap/envelope/';
const SOAP_12 = 'http://www.w3.org/2003/05/soap-envelope';

const x = escapeXml;

function stayXml(stay: OtaStayInput, hotelCode: string | undefined): string {
  const kids = stay.kids ? `<GuestCount AgeQualifyingCode="8" Count="${stay.kids}"/>` : '';
  const total = stay.total
    ? `<Total AmountAfterTax="${x(stay.total)}" CurrencyCode="${x(stay.currency ?? 'EUR')}"/>`
    : '';
  const property = hotelCode ? `<BasicPropertyInfo HotelCode="${x(hotelCode)}"/>` : '';
  return (
    `<RoomStay><RoomTypes><RoomType RoomTypeCode="${x(stay.code)}"/></RoomTypes>` +
    `<RatePlans><RatePlan RatePlanCode="BAR"/></RatePlans>` +
    `<GuestCounts><GuestCount AgeQualifyingCode="10" Count="${stay.adults ?? 2}"/>${kids}</GuestCounts>` +
    `<TimeSpan Start="${stay.start}" End="${stay.end}"/>${total}${property}</RoomStay>`
  );
}

function reservationXml(reservation: OtaReservationInput): string {
  const guest =
    reservation.guest === null
      ? ''
      : (() => {
          const g = reservation.guest ?? { given: 'Anna', surname: 'Weber' };
          return (
            `<ResGuests><ResGuest ResGuestRPH="1" PrimaryIndicator="true"><Profiles><ProfileInfo>` +
            `<Profile ProfileType="1"><Customer Language="de"><PersonName>` +
            `<GivenName>${x(g.given)}</GivenName><Surname>${x(g.surname)}</Surname></PersonName>` +
            (g.phone ? `<Telephone PhoneNumber="${x(g.phone)}"/>` : '') +
            (g.email ? `<Email>${x(g.email)}</Email>` : '') +
            `</Customer></Profile></ProfileInfo></Profiles></ResGuest></ResGuests>`
          );
        })();
  const comment = reservation.comment
    ? `<ResGlobalInfo><Comments><Comment><Text>${x(reservation.comment)}</Text></Comment></Comments></ResGlobalInfo>`
    : '';
  return (
    `<HotelReservation ResStatus="${x(reservation.status ?? 'Commit')}" CreateDateTime="2026-11-20T10:00:00Z">` +
    `<UniqueID Type="14" ID="${x(reservation.id)}"/>` +
    `<POS><Source><BookingChannel Type="7"><CompanyName Code="BDC">Booking.com</CompanyName></BookingChannel></Source></POS>` +
    `<RoomStays>${reservation.stays.map((stay) => stayXml(stay, reservation.hotelCode)).join('')}</RoomStays>` +
    `${guest}${comment}</HotelReservation>`
  );
}

function usernameTokenXml(credentials: OtaCredentials): string {
  if (!credentials.digestAt) {
    return (
      `<wsse:UsernameToken><wsse:Username>${x(credentials.username)}</wsse:Username>` +
      `<wsse:Password Type="${WSSE_PASSWORD_TEXT}">${x(credentials.password)}</wsse:Password>` +
      `</wsse:UsernameToken>`
    );
  }
  const nonce = randomBytes(16);
  const created = credentials.digestAt.toISOString();
  // The UsernameToken profile 1.0: Base64(SHA-1(nonce bytes + Created + password)).
  const digest = createHash('sha1')
    .update(Buffer.concat([nonce, Buffer.from(created + credentials.password, 'utf8')]))
    .digest('base64');
  return (
    `<wsse:UsernameToken xmlns:wsu="${WSU_NAMESPACE}"><wsse:Username>${x(credentials.username)}</wsse:Username>` +
    `<wsse:Password Type="${WSSE_PASSWORD_DIGEST}">${digest}</wsse:Password>` +
    `<wsse:Nonce>${nonce.toString('base64')}</wsse:Nonce><wsu:Created>${created}</wsu:Created>` +
    `</wsse:UsernameToken>`
  );
}

/** The OTA message itself (the SOAP body's content). */
export function hotelResNotif(reservations: OtaReservationInput[], echoToken = 'echo-1'): string {
  return (
    `<OTA_HotelResNotifRQ xmlns="${OTA}" Version="1.0" EchoToken="${echoToken}" TimeStamp="2026-11-20T10:00:00Z">` +
    `<HotelReservations>${reservations.map(reservationXml).join('')}</HotelReservations>` +
    `</OTA_HotelResNotifRQ>`
  );
}

/** A SOAP envelope (1.1 unless said otherwise) around a body, with WS-Security when given. */
export function soapEnvelope(
  body: string,
  credentials: OtaCredentials | null,
  version: '1.1' | '1.2' = '1.1',
): string {
  const security = credentials
    ? `<soap:Header><wsse:Security xmlns:wsse="${WSSE_NAMESPACE}" soap:mustUnderstand="1">` +
      `${usernameTokenXml(credentials)}</wsse:Security></soap:Header>`
    : '';
  return (
    `<?xml version="1.0" encoding="UTF-8"?>` +
    `<soap:Envelope xmlns:soap="${version === '1.2' ? SOAP_12 : SOAP_11}">${security}` +
    `<soap:Body>${body}</soap:Body></soap:Envelope>`
  );
}

export function postOta(
  app: FastifyInstance,
  endpoint: string,
  xml: string,
  contentType = 'text/xml; charset=utf-8',
) {
  return app.inject({
    method: 'POST',
    url: new URL(endpoint).pathname,
    headers: { 'content-type': contentType },
    payload: xml,
  });
}

/** What an OTA_HotelResNotifRS says: success with ids, or its first error. */
export function otaOutcome(xml: string) {
  const error = /<Error Type="(\d+)" Code="(\d+)"[^>]*>([^<]*)<\/Error>/.exec(xml);
  return {
    isSuccess: xml.includes('<Success/>'),
    error: error ? { type: Number(error[1]), code: Number(error[2]), text: error[3]! } : null,
    bookingNumbers: [...xml.matchAll(/ResID_Type="10" ResID_Value="(\d+)"/g)].map((m) =>
      Number(m[1]),
    ),
  };
}
