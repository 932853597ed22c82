/**
 * CSV import and API plugin messages (issue 17) of the API in English; spread into the
 * `validation` and `errors` namespaces of messages-en.ts, and `csvProblem` (a run's row
 * problems, translated where they are shown). Each helper area adds its keys to its own block.
 */
export const pluginValidationEn = {
  // CSV import.
  csvIntervalRange: 'Please enter an interval between 5 and 1,440 minutes',
  csvFileTooLarge: 'The file is larger than 5 MB',
  csvTemplateMissingFields: 'Please assign a column to: {{fields}}',
  csvTemplateDuplicateField: 'Each field can be assigned to only one column',
  csvShareRequired: 'Please enter the share, e.g. \\\\server\\exports',
  csvShareInvalid: 'Please enter the share as \\\\server\\share or //server/share',
  csvFilePathRequired: 'Please enter the path of the file on the share',
  csvUsernameRequired: 'Please enter the user name for the share',
  csvPasswordRequired: 'Please enter the password for this share',
  // API plugin.
  apiKeyPermissionsRequired: 'Please choose at least one permission',
  webhookUrlRequired: 'Please enter the address',
  webhookUrlInvalid: 'Please enter an address starting with https://',
  webhookUrlPrivate: 'This address is in a private network the server may not call',
  webhookUrlCredentials: 'Please leave the user name and password out of the address',
  webhookEventsRequired: 'Please choose at least one event',
} as const;

export const pluginErrorsEn = {
  csvImportRunning: 'An import is already running. Please wait until it has finished.',
  csvImportFileRequired: 'Please choose a file to import',
  csvImportNotConfigured: 'Please save the settings of the share first',
  csvFileEmpty: 'The file holds no records',
  csvFileMalformed:
    'The file could not be read as CSV: a quote opened in line {{line}} is never closed',
  csvFileTooManyRows: 'The file has more than {{max}} records',
  csvFileNotBase64: 'The file could not be read',
  csvImportInterrupted: 'The import was interrupted (the server stopped)',
  // API plugin.
  apiKeyPermissionMissing: 'This API key does not have the permission "{{permission}}"',
  apiKeyRouteNotAllowed: 'API keys cannot use this call',
  apiKeyUseV1: 'API keys call the API under /api/v1/… (for example /api/v1/booking)',
  apiKeyRateLimited:
    'Too many requests with this API key. Please try again in {{seconds}} seconds.',
  webhookEndpointNotFound: 'Webhook not found',
  webhookDeliveryNotFound: 'Delivery not found',
  webhookEndpointLimit: 'A hotel can register at most 10 webhooks',
} as const;

/** A CSV run's row problems (`csvProblem.<code>`), with the line shown beside them. */
export const csvProblemEn = {
  required: '{{field}} is missing',
  invalidDate: '{{field}} is not a date ({{value}})',
  departureBeforeArrival: 'The departure is not after the arrival',
  stayTooLong: 'The stay is longer than 365 nights',
  invalidNumber: '{{field}} is not a number ({{value}})',
  invalidEmail: 'The email address is not valid',
  invalidMobile: 'The mobile number is not valid',
  invalidStatus: 'Unknown status "{{value}}"',
  unknownRoom: 'There is no room {{value}} in this hotel',
  overlap: 'Room {{room}} is taken from {{arrival}} to {{departure}} by booking {{booking}}',
  tooManyGuests: 'Room {{room}} takes at most {{max}} guests',
  columnCount: 'The line has {{count}} columns instead of {{expected}}',
  duplicateInFile: 'The same record is already in line {{line}}',
  tooLong: '{{field}} is longer than {{max}} characters',
  outOfRange: '{{field}} must be between {{min}} and {{max}} ({{value}})',
  invalidValue: '{{field}} is not valid ({{value}})',
  bookingFinal: 'Booking {{booking}} is {{status}} and is not changed by the import',
  canceledUnknown: 'A canceled record of a booking that was never imported',
  changedMeanwhile: 'The booking was changed meanwhile; it is taken on the next run',
} as const;

/** Spec §8 "SMB statuses" (`smbStatus.<status>`), each in a sentence a hotelier understands. */
export const smbStatusEn = {
  invalid_parameter: 'The share refused the request: please check the share and file path.',
  object_not_found: 'The file was not found on the share: please check the file path.',
  logon_failure: 'The share refused the sign-in: please check the domain, user name and password.',
  bad_network_name: 'The share does not exist on this server: please check its name.',
  connection_reset: 'The server closed the connection: please try again later.',
  host_not_found: 'The server was not found: please check the server name in the share.',
  timeout: 'The share did not answer in time: please check the server and try again.',
  file_too_large: 'The file on the share is larger than 5 MB.',
  access_denied: 'The user may not read this file: please check its permissions on the share.',
  unavailable: 'This server cannot reach Windows shares (smbclient is not installed).',
} as const;
