/** About the width of one character of a bar's text (12 px, medium weight). */
const CHAR_WIDTH_PX = 6.6;
/** A bar's padding, status icon and gap around its text. */
const BAR_CHROME_PX = 30;
/** Below this much room a cut name says less than the initials. */
const MIN_TRUNCATED_PX = 64;

export function initialsOf(name: string) {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0]!, parts[parts.length - 1]!] : parts;
  return letters.map((part) => part[0]!.toLocaleUpperCase()).join('');
}

/**
 * What a bar of this width says: the guest's name where it fits; on a bar too short for a
 * readable beginning, the initials (the card on hover and focus gives the whole name).
 */
export function barText(guestName: string, number: number, barWidthPx: number) {
  const name = guestName.trim();
  if (!name) return `#${number}`;
  const room = barWidthPx - BAR_CHROME_PX;
  if (name.length * CHAR_WIDTH_PX <= room || room >= MIN_TRUNCATED_PX) return name;
  return initialsOf(name);
}
