import type { FastifyBaseLogger } from 'fastify';
import { translateMessage } from '@hotel/shared/i18n/messages';
import { isAppError } from '../../lib/app-error';
import type { ApplyChannelReservation } from '../channel-ingest';
import type { CredentialsService } from '../credentials';
import {
  OTA_ERROR_CODES,
  OTA_ERROR_TYPES,
  OtaFailure,
  otaAuthFailure,
  otaBusinessFailure,
} from './ota-errors';
import {
  otaErrorXml,
  otaSuccessXml,
  readOtaRequest,
  soapVersionOf,
  type OtaConfirmation,
} from './ota-envelope';
import { readReservations, type OtaReservation } from './ota-reservations';
import { channelReservationsOf } from './ota-to-channel';
import { roomRaccoonPluginOf, type RoomRaccoonPlugin } from './roomraccoon-plugin';
import type { RoomRaccoonRepository } from './roomraccoon.repository';
import { isUsernameTokenValid } from './ws-security';

export interface OtaAnswer {
  soapVersion: ReturnType<typeof soapVersionOf>;
  xml: string;
}

const systemFailure = () =>
  new OtaFailure(
    OTA_ERROR_TYPES.unknown,
    OTA_ERROR_CODES.systemError,
    'System error: the message was not (completely) processed; sending it again is safe',
  );

/**
 * A reservation our rules refuse (more guests than the room type holds, say): RoomRaccoon
 * should not send it again unchanged, so it is a business-rule error naming the reason in
 * English, not a system error. The ingest has listed it on the sync tab already.
 */
function refusedByOurRules(error: unknown, externalId: string): OtaFailure | null {
  if (!isAppError(error) || error.statusCode >= 500) return null;
  const issue = error.details.issues?.[0];
  const key =
    issue?.key ?? (typeof error.messageKey === 'string' ? error.messageKey : error.messageKey[0]!);
  const reason = translateMessage(key, 'en', issue?.params ?? error.details.params);
  return otaBusinessFailure(OTA_ERROR_CODES.invalidValue, `${externalId}: ${reason}`);
}

/**
 * RoomRaccoon's pushes (POST /api/channel/roomraccoon/ota/:token): the token names the hotel,
 * WS-Security's UsernameToken proves the sender, and each HotelReservation is applied through
 * the channel ingest (idempotent by RoomRaccoon's id, conflicts kept unassigned). Every outcome
 * is an OTA_HotelResNotifRS: success with the ids, or one OTA error; never an exception.
 */
export function createRoomRaccoonOtaService(deps: {
  repository: RoomRaccoonRepository;
  credentials: CredentialsService;
  applyReservation: ApplyChannelReservation;
  log: FastifyBaseLogger;
}) {
  const { repository } = deps;

  async function authenticatedHotel(hotelId: string, sent: ReturnType<typeof readOtaRequest>) {
    const hotel = await repository.hotel(hotelId);
    const plugin = roomRaccoonPluginOf(hotel?.plugins);
    const password = (await deps.credentials.get(hotelId, 'roomraccoon.ota_password')) ?? '';
    if (
      !hotel ||
      !isUsernameTokenValid(sent.credentials, { username: plugin.username, password })
    ) {
      throw otaAuthFailure();
    }
    if (!plugin.enabled) {
      throw otaBusinessFailure(
        OTA_ERROR_CODES.hotelNotActive,
        'Hotel not active: RoomRaccoon is switched off for this hotel',
      );
    }
    return { plugin, setting: hotel.setting };
  }

  function checkHotelCodes(plugin: RoomRaccoonPlugin, reservations: OtaReservation[]) {
    if (plugin.hotelCode === '') return;
    const wrong = reservations.find((reservation) =>
      reservation.hotelCodes.some((code) => code !== plugin.hotelCode),
    );
    if (wrong) {
      throw otaBusinessFailure(
        OTA_ERROR_CODES.invalidHotelCode,
        `${wrong.externalId}: invalid hotel code`,
      );
    }
  }

  async function applyAll(
    hotelId: string,
    plugin: RoomRaccoonPlugin,
    reservations: OtaReservation[],
  ): Promise<OtaConfirmation[]> {
    const confirmations: OtaConfirmation[] = [];
    for (const reservation of reservations) {
      const known = await repository.knownRooms(hotelId, reservation.externalId);
      const bookingIds: string[] = [];
      for (const entry of channelReservationsOf(reservation, plugin, known)) {
        try {
          const result = await deps.applyReservation(hotelId, entry);
          if (result.bookingId) bookingIds.push(result.bookingId);
        } catch (error) {
          throw refusedByOurRules(error, entry.externalId) ?? error;
        }
      }
      const numbers = await repository.bookingNumbers(hotelId, bookingIds);
      confirmations.push({
        externalId: reservation.externalId,
        resStatus: reservation.resStatus,
        bookingNumbers: bookingIds.flatMap((id) => numbers.get(id) ?? []),
      });
    }
    return confirmations;
  }

  return {
    async receive(token: string, xml: string, contentType: string): Promise<OtaAnswer> {
      let soapVersion = soapVersionOf(xml, contentType);
      let echoToken: string | null = null;
      try {
        // An unknown address is refused before its XML is even read.
        const hotelId = await repository.hotelIdOfToken(token);
        if (!hotelId) throw otaAuthFailure();
        const sent = readOtaRequest(xml, contentType);
        soapVersion = sent.soapVersion;
        echoToken = sent.echoToken;
        const { plugin, setting } = await authenticatedHotel(hotelId, sent);
        // Every reservation is checked before the first is applied: a bad one changes nothing.
        const reservations = readReservations(sent.request, {
          currency: setting.currency,
          language: setting.defaultLanguage,
        });
        checkHotelCodes(plugin, reservations);
        try {
          const confirmations = await applyAll(hotelId, plugin, reservations);
          return { soapVersion, xml: otaSuccessXml(soapVersion, echoToken, confirmations) };
        } catch (error) {
          if (error instanceof OtaFailure) throw error;
          // The ingest recorded it on the sync tab; RoomRaccoon may send the message again.
          deps.log.error({ err: error, hotelId }, 'RoomRaccoon reservation not applied');
          throw systemFailure();
        }
      } catch (error) {
        if (!(error instanceof OtaFailure)) {
          deps.log.error({ err: error }, 'RoomRaccoon OTA message failed');
        }
        const failure = error instanceof OtaFailure ? error : systemFailure();
        return { soapVersion, xml: otaErrorXml(soapVersion, echoToken, failure) };
      }
    },
  };
}

export type RoomRaccoonOtaService = ReturnType<typeof createRoomRaccoonOtaService>;
