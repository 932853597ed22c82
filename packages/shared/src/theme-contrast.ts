/**
 * WCAG 2.x contrast of white text on a hotel's theme colour. The public page writes buttons and
 * headers in white on the theme colour, so the colour must keep that text readable: at least
 * 4.5:1 (level AA for normal text), the bar Lighthouse's accessibility audit checks too.
 */
export const MIN_THEME_CONTRAST = 4.5;

export const HEX_COLOR = /^#[0-9a-f]{6}$/i;

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of `#rrggbb` (0 black … 1 white). */
export function relativeLuminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  const r = channel((n >> 16) & 255);
  const g = channel((n >> 8) & 255);
  const b = channel(n & 255);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio of white on `hex`, rounded down to one decimal (1 … 21). */
export function contrastWithWhite(hex: string): number {
  const ratio = 1.05 / (relativeLuminance(hex) + 0.05);
  return Math.floor(ratio * 10) / 10;
}

export function isReadableThemeColor(hex: string): boolean {
  return HEX_COLOR.test(hex) && 1.05 / (relativeLuminance(hex) + 0.05) >= MIN_THEME_CONTRAST;
}
