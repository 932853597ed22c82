import { intlLocale } from '@/lib/i18n';

/**
 * Presets have no currency: each hotel takes the amount over in its own. Prices are minor units
 * with two decimals, so they are edited and parsed as a two-decimal currency would be.
 */
export const PRESET_AMOUNT_CURRENCY = 'EUR';

/** 1250 → "12,50" (de) / "12.50" (en), without a currency sign. */
export function formatPresetPrice(minor: number): string {
  return new Intl.NumberFormat(intlLocale(), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(minor / 100);
}
