import { breakTextIntoLines, PDFDocument, StandardFonts, type PDFFont } from 'pdf-lib';
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
  let y = A4.height - MARGIN;

  /** Writes `text` at the current line, wrapped to the page; answers how many lines it took. */
  const write = (
    text: string,
    options: { x?: number; width?: number; size?: number; font?: PDFFont } = {},
  ) => {
    const font = options.font ?? regular;
    const size = options.size ?? 11;
    const x = options.x ?? MARGIN;
    const width = options.width ?? A4.width - x - MARGIN;
    const lines = breakTextIntoLines(printable(font, text), [' '], width, (part) =>
      font.widthOfTextAtSize(part, size),
    );
    lines.forEach((line, index) => {
      page.drawText(line, { x, y: y - index * size * 1.3, size, font });
    });
    return lines.length;
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
    const lines = Math.max(
      write(name, { font: bold, width: LABEL_WIDTH - 12 }),
      write(value, { x: MARGIN + LABEL_WIDTH }),
    );
    y -= 11 * 1.3 * lines + 8;
  }

  y -= 20;
  write(label('legal'), { size: 9 });
  return pdf.save();
}
