import type {
  adminPlatformErrorsEn,
  adminPlatformValidationEn,
} from './messages-admin-platform-en';

type Texts<T> = { [K in keyof T]: string };

/** Admin area (issue 18): messages of service presets and the bwOnline SOAP service (/admin/service_presets, /admin/soap) of the API in German. */
export const adminPlatformValidationDe: Texts<typeof adminPlatformValidationEn> = {
  presetsRequired: 'Bitte wählen Sie mindestens eine Vorlage aus',
};

export const adminPlatformErrorsDe: Texts<typeof adminPlatformErrorsEn> = {
  servicePresetNotFound: 'Leistungsvorlage nicht gefunden',
  servicePresetNameTaken: 'Eine Leistungsvorlage namens „{{name}}“ gibt es bereits',
  soapNotConfigured: 'Bitte hinterlegen Sie zuerst Endpunkt und Passwort des SOAP-Dienstes',
  soapTestAnswer: 'Der Dienst hat geantwortet: {{count}} Schloss/Schlösser gefunden',
  soapTestUnreachable: 'Der Dienst ist nicht erreichbar (bitte die Adresse prüfen)',
  soapTestTimeout: 'Der Dienst hat nicht rechtzeitig geantwortet',
  soapTestRefused: 'Der Dienst hat Benutzername oder Passwort abgelehnt',
  soapTestFault: 'Der Dienst hat mit einem Fehler geantwortet: {{message}}',
  soapTestHttpStatus: 'Der Dienst hat mit HTTP-Status {{status}} geantwortet',
  soapTestFailed: 'Die Antwort des Dienstes ließ sich nicht lesen',
};
