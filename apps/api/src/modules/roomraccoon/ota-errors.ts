/**
 * The OTA error answers of the RoomRaccoon endpoint: OpenTravel's Error Warning Type (EWT) and
 * error code (ERR) lists. docs/integrations/roomraccoon.md lists each and when it is sent.
 */
export const OTA_ERROR_TYPES = {
  unknown: 1,
  businessRule: 3,
  authentication: 4,
  protocolViolation: 7,
} as const;

export const OTA_ERROR_CODES = {
  invalidDate: 15,
  invalidValue: 320,
  requiredFieldMissing: 321,
  hotelNotActive: 375,
  invalidHotelCode: 392,
  invalidDateCombination: 404,
  systemError: 448,
  unableToProcess: 450,
  authorizationError: 497,
} as const;

export type OtaErrorType = (typeof OTA_ERROR_TYPES)[keyof typeof OTA_ERROR_TYPES];
export type OtaErrorCode = (typeof OTA_ERROR_CODES)[keyof typeof OTA_ERROR_CODES];

/** Why a message was not processed; the text goes to RoomRaccoon, so it names no secret. */
export class OtaFailure extends Error {
  constructor(
    readonly type: OtaErrorType,
    readonly code: OtaErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'OtaFailure';
  }
}

export const otaAuthFailure = () =>
  new OtaFailure(
    OTA_ERROR_TYPES.authentication,
    OTA_ERROR_CODES.authorizationError,
    'Authorization error: unknown endpoint or wrong WS-Security credentials',
  );

export const otaBusinessFailure = (code: OtaErrorCode, message: string) =>
  new OtaFailure(OTA_ERROR_TYPES.businessRule, code, message);

export const otaProtocolFailure = (message: string) =>
  new OtaFailure(OTA_ERROR_TYPES.protocolViolation, OTA_ERROR_CODES.unableToProcess, message);
