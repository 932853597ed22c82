import type {
  csvProblemEn,
  pluginErrorsEn,
  pluginValidationEn,
  smbStatusEn,
} from './messages-plugins-en';

type Texts<T> = { [K in keyof T]: string };

/** CSV import and API plugin messages (issue 17) of the API in German. */
export const pluginValidationDe: Texts<typeof pluginValidationEn> = {
  // CSV-Import.
  csvIntervalRange: 'Bitte ein Intervall zwischen 5 und 1.440 Minuten eingeben',
  csvFileTooLarge: 'Die Datei ist größer als 5 MB',
  csvTemplateMissingFields: 'Bitte diesen Feldern eine Spalte zuordnen: {{fields}}',
  csvTemplateDuplicateField: 'Jedes Feld kann nur einer Spalte zugeordnet werden',
  csvShareRequired: 'Bitte die Freigabe eingeben, z. B. \\\\server\\exporte',
  csvShareInvalid: 'Bitte die Freigabe als \\\\server\\freigabe oder //server/freigabe eingeben',
  csvFilePathRequired: 'Bitte den Pfad der Datei auf der Freigabe eingeben',
  csvUsernameRequired: 'Bitte den Benutzernamen für die Freigabe eingeben',
  csvPasswordRequired: 'Bitte das Passwort für diese Freigabe eingeben',
  // API-Plugin.
  apiKeyPermissionsRequired: 'Bitte mindestens eine Berechtigung wählen',
  webhookUrlRequired: 'Bitte die Adresse eingeben',
  webhookUrlInvalid: 'Bitte eine Adresse eingeben, die mit https:// beginnt',
  webhookUrlPrivate:
    'Diese Adresse liegt in einem privaten Netz, das der Server nicht aufrufen darf',
  webhookUrlCredentials: 'Bitte Benutzername und Passwort aus der Adresse weglassen',
  webhookEventsRequired: 'Bitte mindestens ein Ereignis wählen',
};

export const pluginErrorsDe: Texts<typeof pluginErrorsEn> = {
  csvImportRunning: 'Es läuft bereits ein Import. Bitte warten, bis er fertig ist.',
  csvImportFileRequired: 'Bitte eine Datei für den Import wählen',
  csvImportNotConfigured: 'Bitte zuerst die Einstellungen der Freigabe speichern',
  csvFileEmpty: 'Die Datei enthält keine Datensätze',
  csvFileMalformed:
    'Die Datei konnte nicht als CSV gelesen werden: Ein Anführungszeichen in Zeile {{line}} wird nie geschlossen',
  csvFileTooManyRows: 'Die Datei hat mehr als {{max}} Datensätze',
  csvFileNotBase64: 'Die Datei konnte nicht gelesen werden',
  csvImportInterrupted: 'Der Import wurde unterbrochen (der Server wurde beendet)',
  apiKeyPermissionMissing: 'Dieser API-Schlüssel hat die Berechtigung „{{permission}}“ nicht',
  apiKeyRouteNotAllowed: 'API-Schlüssel können diesen Aufruf nicht verwenden',
  apiKeyUseV1: 'API-Schlüssel rufen die API unter /api/v1/… auf (zum Beispiel /api/v1/booking)',
  apiKeyRateLimited:
    'Zu viele Anfragen mit diesem API-Schlüssel. Bitte in {{seconds}} Sekunden erneut versuchen.',
  webhookEndpointNotFound: 'Webhook nicht gefunden',
  webhookDeliveryNotFound: 'Zustellung nicht gefunden',
  webhookEndpointLimit: 'Ein Hotel kann höchstens 10 Webhooks anlegen',
};

export const csvProblemDe: Texts<typeof csvProblemEn> = {
  required: '{{field}} fehlt',
  invalidDate: '{{field}} ist kein Datum ({{value}})',
  departureBeforeArrival: 'Die Abreise liegt nicht nach der Anreise',
  stayTooLong: 'Der Aufenthalt ist länger als 365 Nächte',
  invalidNumber: '{{field}} ist keine Zahl ({{value}})',
  invalidEmail: 'Die E-Mail-Adresse ist ungültig',
  invalidMobile: 'Die Handynummer ist ungültig',
  invalidStatus: 'Unbekannter Status „{{value}}“',
  unknownRoom: 'Es gibt kein Zimmer {{value}} in diesem Hotel',
  overlap: 'Zimmer {{room}} ist vom {{arrival}} bis {{departure}} durch Buchung {{booking}} belegt',
  tooManyGuests: 'Zimmer {{room}} fasst höchstens {{max}} Gäste',
  columnCount: 'Die Zeile hat {{count}} statt {{expected}} Spalten',
  duplicateInFile: 'Derselbe Datensatz steht schon in Zeile {{line}}',
  tooLong: '{{field}} ist länger als {{max}} Zeichen',
  outOfRange: '{{field}} muss zwischen {{min}} und {{max}} liegen ({{value}})',
  invalidValue: '{{field}} ist ungültig ({{value}})',
  bookingFinal: 'Buchung {{booking}} ist {{status}} und wird vom Import nicht geändert',
  canceledUnknown: 'Ein stornierter Datensatz einer Buchung, die nie importiert wurde',
  changedMeanwhile:
    'Die Buchung wurde zwischenzeitlich geändert; sie wird beim nächsten Lauf übernommen',
};

export const smbStatusDe: Texts<typeof smbStatusEn> = {
  invalid_parameter: 'Die Freigabe hat die Anfrage abgelehnt: Bitte Freigabe und Dateipfad prüfen.',
  object_not_found: 'Die Datei wurde auf der Freigabe nicht gefunden: Bitte den Dateipfad prüfen.',
  logon_failure:
    'Die Anmeldung an der Freigabe wurde abgelehnt: Bitte Domäne, Benutzername und Passwort prüfen.',
  bad_network_name:
    'Diese Freigabe gibt es auf dem Server nicht: Bitte den Namen der Freigabe prüfen.',
  connection_reset: 'Der Server hat die Verbindung getrennt: Bitte später erneut versuchen.',
  host_not_found: 'Der Server wurde nicht gefunden: Bitte den Servernamen in der Freigabe prüfen.',
  timeout:
    'Die Freigabe hat nicht rechtzeitig geantwortet: Bitte den Server prüfen und erneut versuchen.',
  file_too_large: 'Die Datei auf der Freigabe ist größer als 5 MB.',
  access_denied:
    'Der Benutzer darf diese Datei nicht lesen: Bitte die Rechte auf der Freigabe prüfen.',
  unavailable:
    'Dieser Server kann keine Windows-Freigaben erreichen (smbclient ist nicht installiert).',
};
