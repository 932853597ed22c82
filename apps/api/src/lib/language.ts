import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@hotel/shared/i18n/messages';

/**
 * The language of a request: the browser's Accept-Language first (in its own order of
 * preference), then the locale cookie the web app sets, then German, the product default.
 */
export function resolveLanguage(
  acceptLanguage: string | undefined,
  localeCookie: string | undefined,
): Language {
  const fromHeader = preferredFromAcceptLanguage(acceptLanguage);
  if (fromHeader) return fromHeader;
  if (isLanguage(localeCookie)) return localeCookie;
  return DEFAULT_LANGUAGE;
}

function preferredFromAcceptLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const quality = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      const q = quality ? Number(quality.slice(2)) : 1;
      return {
        language: tag.trim().toLowerCase().split('-')[0],
        q: Number.isNaN(q) ? 0 : q,
        index,
      };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.find((entry) => isLanguage(entry.language))?.language as Language | undefined;
}
