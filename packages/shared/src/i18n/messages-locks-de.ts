/**
 * Türschloss-Meldungen (Issue 15) der API auf Deutsch; in die Namensräume `validation` und
 * `errors` von messages-de.ts eingefügt.
 */
export const lockValidationDe = {
  lockIdRequired: 'Schloss ist erforderlich',
  lockNameRequired: 'Bitte einen Namen für das Schloss eingeben',
  lockProviderIdRequired: 'Bitte die ID des Schlosses beim Anbieter eingeben',
  sharedLockWithoutRoom:
    'Ein gemeinsames Schloss (Eingang oder Gemeinschaftstür) gehört zu keinem Zimmer',
  url: 'Bitte eine https://-Adresse eingeben (http:// nur für diesen Server selbst)',
  /** A stored SOAP password is never sent to another address or account unasked. */
  passwordForNewAddress: 'Bitte das Passwort für die neue Adresse erneut eingeben',
} as const;

export const lockErrorsDe = {
  lockListFailed: 'Die Liste der Schlösser konnte nicht geladen werden',
  lockOpenFailed: 'Das Schloss konnte nicht geöffnet werden',
  lockNotFound: 'Schloss nicht gefunden',
  lockProviderIdTaken: 'Ein anderes Schloss hat bereits die Anbieter-ID {{providerId}}',
  lockRoomTaken: 'Zimmer {{number}} hat bereits ein Schloss ({{name}})',
  lockRoomNotFound: 'Zimmer nicht gefunden',
  lockSimulatorInactive: 'Die Schlösser dieses Hotels sind nicht im Testmodus',
  /** The provider's own text, which the spec prefers to the generic message. */
  lockProviderMessage: '{{message}}',
  lockNotYours: 'Diese Tür gehört nicht zu Ihrem Aufenthalt',
  lockAccessNotConfirmed:
    'Ihre Buchung ist noch nicht bestätigt, daher öffnen sich die Türen noch nicht',
  lockAccessNoRoom: 'Ihrer Buchung ist noch kein Zimmer zugewiesen',
  lockAccessNotYet: 'Ihre Türen öffnen sich ab {{from}}',
  lockAccessOver: 'Ihr Aufenthalt ist vorbei; die Türen öffnen sich nicht mehr',
  lockAccessCanceled: 'Diese Buchung ist storniert; die Türen öffnen sich nicht',
  lockAccessPaymentOpen: 'Bitte zuerst die offene Zahlung begleichen; dann öffnen sich die Türen',
  lockAccessSelfCheckInOpen:
    'Bitte zuerst den Self-Check-in abschließen; dann öffnen sich die Türen',
  lockAppOpeningUnavailable:
    'Dieses Hotel hat keine Türen, die sich per App öffnen. Bitte den Zugangscode verwenden.',
} as const;
