const MAX_LENGTH = 40;
const GERMAN = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' } as Record<string, string>;

/** "Hotel Alpenblick" → "hotel-alpenblick"; "Gästehaus Müller" → "gaestehaus-mueller". */
export function slugifyHotelName(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[äöüß]/g, (char) => GERMAN[char] ?? char)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_LENGTH)
    .replace(/-+$/, '');
  return slug.length >= 2 ? slug : 'hotel';
}

/** The base itself if free, else base-2, base-3 … (shortening the base to stay within 40). */
export function nextFreeSymbolCode(base: string, taken: readonly string[]): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, MAX_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!used.has(candidate)) return candidate;
  }
}
