import { PDFDocument, StandardFonts, rgb, type PDFFont } from 'pdf-lib';
import type { RegistrationForm } from '@hotel/shared/contracts/guest-app';
import { translateMessage, type Language } from '@hotel/shared/i18n/messages';

/** A4 in PDF points (1/72 inch). */
const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const LABEL_WIDTH = 190;

interface PdfHotel {
  name: string;
  address: string;
}

/**
 * Helvetica (a standard PDF font, nothing embedded) only has the WinAnsi characters: German and
 * most Western European letters. Anything else is written without its accent where that gives a
 * WinAnsi letter (ő → o), else as "?", so no name makes the PDF fail.
 */
function printable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return [...text]
    .map((char) => {
      if (supported.has(char.codePointAt(0)!)) return char;
      const base = char.normalize('NFD').replace(/\p{M}/gu, '');
      return base && [...base].every((c) => supported.has(c.codePointAt(0)!)) ? base : '?';
    })
    .join('');
}

function countryName(code: string, language: Language): string {
  const name = new Intl.DisplayNames([language], { type: 'region' }).of(code);
  return name && name !== code ? `${name} (${code})` : code;
}

function formatDate(date: string, language: Language): string {
  const [year, month, day] = date.split('-');
  return language === 'de' ? `${day}.${month}.${year}` : date;
}

/**
 * The registration form (Meldeschein) as an A4 PDF for the hotel's records: the hotel, the
 * booking number, every field of the form, the companions and the day it is deleted. Labels in
 * the caller's language; the title names both.
 */
export async function registrationPdf(
  hotel: PdfHotel,
  bookingNumber: number,
  form: RegistrationForm,
  language: Language,
): Promise<Uint8Array> {
  const label = (key: string) => translateMessage(`registrationForm.${key}`, language);
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${label('title')} ${bookingNumber}`);
  pdf.setProducer('Hotel PMS');
  const page = pdf.addPage([A4.width, A4.height]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const grey = rgb(0.35, 0.35, 0.35);
  let y = A4.height - MARGIN;

  const write = (text: string, options: { x?: number; size?: number; font?: PDFFont } = {}) => {
    const font = options.font ?? regular;
    page.drawText(printable(font, text), {
      x: options.x ?? MARGIN,
      y,
      size: options.size ?? 11,
      font,
      maxWidth: A4.width - (options.x ?? MARGIN) - MARGIN,
      lineHeight: (options.size ?? 11) * 1.3,
    });
  };

  write(hotel.name, { font: bold, size: 13 });
  y -= 17;
  write(hotel.address, { size: 10 });
  y -= 40;
  write(label('title'), { font: bold, size: 18 });
  y -= 34;

  const companions = form.companionNationalities.map((code) => countryName(code, language));
  const rows: [string, string][] = [
    [label('bookingNumber'), String(bookingNumber)],
    [label('arrival'), formatDate(form.arrival, language)],
    [label('departure'), formatDate(form.departure, language)],
    [label('lastName'), form.lastName],
    [label('firstNames'), form.firstNames],
    [label('birthDate'), formatDate(form.birthDate, language)],
    [label('nationality'), countryName(form.nationality, language)],
    [label('documentNumber'), form.documentNumber],
    [label('companionCount'), String(form.companionCount)],
    [label('companionNationalities'), companions.join(', ') || label('none')],
    [label('filledIn'), formatDate(form.createdAt.slice(0, 10), language)],
    [label('deleteAfter'), formatDate(form.deleteAfter, language)],
  ];
  for (const [name, value] of rows) {
    write(name, { font: bold, size: 11 });
    write(value, { x: MARGIN + LABEL_WIDTH, size: 11 });
    // Long companion lists wrap: leave room for the extra lines.
    const valueWidth = regular.widthOfTextAtSize(printable(regular, value), 11);
    const lines = Math.max(1, Math.ceil(valueWidth / (A4.width - 2 * MARGIN - LABEL_WIDTH)));
    y -= 14.3 * lines + 8;
  }

  y -= 20;
  page.drawText(printable(regular, label('legal')), {
    x: MARGIN,
    y,
    size: 9,
    font: regular,
    color: grey,
    maxWidth: A4.width - 2 * MARGIN,
    lineHeight: 12,
  });
  return pdf.save();
}
