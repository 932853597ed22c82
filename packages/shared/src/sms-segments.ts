/**
 * How long an SMS text is as the network counts it (GSM 03.38, 3GPP TS 23.038 / 23.040), for the
 * counter under a template's SMS text: the encoding, the length and how many SMS it is sent as.
 */

/** The basic character set: one septet each. */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** The extension table: an escape septet plus one, so two each. */
const GSM_EXTENSION = '\f^{}\\[~]|€';

const basic = new Set(GSM_BASIC);
const extension = new Set(GSM_EXTENSION);

export type SmsEncoding = 'GSM-7' | 'UCS-2';

/** Characters of one SMS, and of each part once a text is split (the rest carries the header). */
const LIMITS: Record<SmsEncoding, { single: number; part: number }> = {
  'GSM-7': { single: 160, part: 153 },
  'UCS-2': { single: 70, part: 67 },
};

export interface SmsLength {
  encoding: SmsEncoding;
  /** The length as the SMS counts it: septets (extension characters 2) or UTF-16 code units. */
  characters: number;
  /** How many SMS the text is sent as; 0 for an empty text. */
  segments: number;
  /** Characters per SMS at this length: the single limit, or the part limit once split. */
  perSegment: number;
  /** Characters left before the text needs one more SMS. */
  remaining: number;
}

/**
 * The units each character takes: GSM-7 if every character is in the GSM alphabet, otherwise
 * UCS-2 for the whole text (an emoji or a Cyrillic letter turns all of it into UCS-2).
 */
function unitsOf(text: string): { encoding: SmsEncoding; units: number[] } {
  const characters = [...text];
  if (characters.every((character) => basic.has(character) || extension.has(character))) {
    return {
      encoding: 'GSM-7',
      units: characters.map((character) => (extension.has(character) ? 2 : 1)),
    };
  }
  // Code points, so that a surrogate pair (an emoji) counts 2 and is never split between parts.
  return { encoding: 'UCS-2', units: characters.map((character) => character.length) };
}

/**
 * Packs the characters into parts of `size` units. A character is never split between two parts
 * (an escape and its character, the two halves of a surrogate pair), so a part may end short.
 */
function packParts(units: number[], size: number): { segments: number; lastUsed: number } {
  let segments = 1;
  let used = 0;
  for (const unit of units) {
    if (used + unit > size) {
      segments += 1;
      used = 0;
    }
    used += unit;
  }
  return { segments, lastUsed: used };
}

export function smsSegments(text: string): SmsLength {
  const { encoding, units } = unitsOf(text);
  const limits = LIMITS[encoding];
  const characters = units.reduce((sum, unit) => sum + unit, 0);
  if (characters <= limits.single) {
    return {
      encoding,
      characters,
      segments: characters === 0 ? 0 : 1,
      perSegment: limits.single,
      remaining: limits.single - characters,
    };
  }
  const { segments, lastUsed } = packParts(units, limits.part);
  return {
    encoding,
    characters,
    segments,
    perSegment: limits.part,
    remaining: limits.part - lastUsed,
  };
}
