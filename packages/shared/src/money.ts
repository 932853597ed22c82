/**
 * Money is integer minor units (DESIGN decision 7). Forms edit a decimal in the hotel's
 * currency; these convert by string so no cent is lost to floating point.
 */
export function currencyFractionDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

/** "12,50" or "12.5" → 1250 (EUR); undefined when the text is not an amount. */
export function parseMoneyInput(text: string, currency: string): number | undefined {
  const digits = currencyFractionDigits(currency);
  const normalized = text.trim().replace(/\s/g, '').replace(',', '.');
  if (normalized === '') return undefined;
  const match = /^(\d+)(?:\.(\d*))?$/.exec(normalized);
  if (!match) return undefined;
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return undefined;
  const minor = Number(match[1]) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  return Number.isSafeInteger(minor) ? minor : undefined;
}

/** 1250 → "12.50" (EUR), for an input's value. */
export function minorToInput(minor: number, currency: string): string {
  const digits = currencyFractionDigits(currency);
  if (digits === 0) return String(minor);
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const whole = Math.floor(abs / 10 ** digits);
  const fraction = String(abs % 10 ** digits).padStart(digits, '0');
  return `${sign}${whole}.${fraction}`;
}

/** 1250, EUR, de-DE → "12,50 €"; en-GB → "€12.50". */
export function formatMoneyIn(minor: number, currency: string, locale: string): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minor / 10 ** digits);
}
