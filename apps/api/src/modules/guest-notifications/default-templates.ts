import type { NotificationTemplates } from '@hotel/shared/contracts/guest-notifications';

/**
 * The templates a new hotel gets (issue 12), German and English, in Liquid with the variables
 * of TEMPLATE_VARIABLES. The SMS of a booking confirmation fits one GSM-7 segment (160
 * characters) with usual names; no emoji, which would make every SMS UCS-2 (70 per segment).
 */
export const DEFAULT_TEMPLATES: NotificationTemplates = {
  booking_confirmed: {
    de: {
      subject: 'Ihre Buchung {{ booking_number }} im {{ hotel_name }} ist bestätigt',
      body: `{{ salutation }}

vielen Dank für Ihre Buchung. Wir freuen uns auf Ihren Besuch und bestätigen Ihren Aufenthalt:

Buchungsnummer: {{ booking_number }}
Anreise: {{ arrival }} ab {{ check_in_time }} Uhr
Abreise: {{ departure }} bis {{ check_out_time }} Uhr
Nächte: {{ nights }}
Zimmertyp: {{ room_type }}
Offener Betrag: {{ open_balance }}

Vor Ihrer Anreise senden wir Ihnen Ihren Zugangscode und alles Weitere für den Check-in.
Fragen beantworten wir gern unter {{ hotel_phone }} oder {{ hotel_email }}.

Herzliche Grüße
{{ hotel_name }}
{{ hotel_address }}`,
      sms: '{{ hotel_name }}: Ihre Buchung {{ booking_number }} vom {{ arrival }} bis {{ departure }} ist bestätigt. Wir freuen uns auf Sie!',
    },
    en: {
      subject: 'Your booking {{ booking_number }} at {{ hotel_name }} is confirmed',
      body: `{{ salutation }}

Thank you for your booking. We look forward to welcoming you and confirm your stay:

Booking number: {{ booking_number }}
Arrival: {{ arrival }} from {{ check_in_time }}
Departure: {{ departure }} by {{ check_out_time }}
Nights: {{ nights }}
Room type: {{ room_type }}
Open balance: {{ open_balance }}

Before you arrive we will send you your access code and everything you need for check-in.
If you have any questions, call us at {{ hotel_phone }} or write to {{ hotel_email }}.

Kind regards
{{ hotel_name }}
{{ hotel_address }}`,
      sms: '{{ hotel_name }}: Your booking {{ booking_number }} from {{ arrival }} to {{ departure }} is confirmed. We look forward to seeing you!',
    },
  },
  check_in: {
    de: {
      subject: 'Ihr Check-in im {{ hotel_name }}: Zugangscode für Ihre Anreise am {{ arrival }}',
      body: `{{ salutation }}

bald ist es so weit: Am {{ arrival }} erwarten wir Sie im {{ hotel_name }}.

Check-in: ab {{ check_in_time }} Uhr
Zimmer: {{ room }}
Ihr Zugangscode: {{ access_code }}

In unserer Gäste-App finden Sie alle Informationen zu Ihrem Aufenthalt:
{{ guest_app_link }}

Abreise: {{ departure }} bis {{ check_out_time }} Uhr
Offener Betrag: {{ open_balance }}

Wir wünschen Ihnen eine gute Anreise. Sie erreichen uns unter {{ hotel_phone }}.

Herzliche Grüße
{{ hotel_name }}
{{ hotel_address }}`,
      sms: '{{ hotel_name }}: Willkommen! Check-in am {{ arrival }} ab {{ check_in_time }} Uhr, Zimmer {{ room }}, Zugangscode {{ access_code }}. Infos: {{ guest_app_link }}',
    },
    en: {
      subject: 'Your check-in at {{ hotel_name }}: access code for your arrival on {{ arrival }}',
      body: `{{ salutation }}

Your stay is coming up: we look forward to welcoming you at {{ hotel_name }} on {{ arrival }}.

Check-in: from {{ check_in_time }}
Room: {{ room }}
Your access code: {{ access_code }}

Our guest app has everything about your stay:
{{ guest_app_link }}

Departure: {{ departure }} by {{ check_out_time }}
Open balance: {{ open_balance }}

Have a good journey. You can reach us at {{ hotel_phone }}.

Kind regards
{{ hotel_name }}
{{ hotel_address }}`,
      sms: '{{ hotel_name }}: Welcome! Check-in on {{ arrival }} from {{ check_in_time }}, room {{ room }}, access code {{ access_code }}. Info: {{ guest_app_link }}',
    },
  },
  access_code_reset: {
    de: {
      subject: 'Ihr neuer Zugangscode für das {{ hotel_name }}',
      body: `{{ salutation }}

Ihr Zugangscode für die Buchung {{ booking_number }} wurde geändert. Ab sofort gilt:

Neuer Zugangscode: {{ access_code }}
Zimmer: {{ room }}

Der bisherige Code ist nicht mehr gültig. Alle Informationen finden Sie in unserer Gäste-App:
{{ guest_app_link }}

Bei Fragen erreichen Sie uns unter {{ hotel_phone }}.

Herzliche Grüße
{{ hotel_name }}`,
      sms: '{{ hotel_name }}: Ihr neuer Zugangscode lautet {{ access_code }}. Der bisherige Code gilt nicht mehr.',
    },
    en: {
      subject: 'Your new access code for {{ hotel_name }}',
      body: `{{ salutation }}

The access code for your booking {{ booking_number }} has changed. From now on, please use:

New access code: {{ access_code }}
Room: {{ room }}

The previous code no longer works. Everything about your stay is in our guest app:
{{ guest_app_link }}

If you have any questions, call us at {{ hotel_phone }}.

Kind regards
{{ hotel_name }}`,
      sms: '{{ hotel_name }}: Your new access code is {{ access_code }}. The previous code no longer works.',
    },
  },
  booking_canceled: {
    de: {
      subject: 'Ihre Buchung {{ booking_number }} im {{ hotel_name }} wurde storniert',
      body: `{{ salutation }}

Ihre Buchung {{ booking_number }} für den Aufenthalt vom {{ arrival }} bis {{ departure }} wurde storniert.

Falls das nicht Ihrem Wunsch entspricht oder Sie Fragen haben, erreichen Sie uns unter {{ hotel_phone }} oder {{ hotel_email }}.

Wir würden uns freuen, Sie ein andermal bei uns begrüßen zu dürfen.

Herzliche Grüße
{{ hotel_name }}`,
      sms: '{{ hotel_name }}: Ihre Buchung {{ booking_number }} vom {{ arrival }} bis {{ departure }} wurde storniert. Fragen? {{ hotel_phone }}',
    },
    en: {
      subject: 'Your booking {{ booking_number }} at {{ hotel_name }} has been canceled',
      body: `{{ salutation }}

Your booking {{ booking_number }} for the stay from {{ arrival }} to {{ departure }} has been canceled.

If this is not what you wanted, or if you have any questions, call us at {{ hotel_phone }} or write to {{ hotel_email }}.

We would be glad to welcome you another time.

Kind regards
{{ hotel_name }}`,
      sms: '{{ hotel_name }}: Your booking {{ booking_number }} from {{ arrival }} to {{ departure }} has been canceled. Questions? {{ hotel_phone }}',
    },
  },
};
