import { describe, expect, it } from 'vitest';
import { nextFreeSymbolCode, slugifyHotelName } from './symbol-code';

describe('symbol codes', () => {
  it('slugifies names, with German transliteration', () => {
    expect(slugifyHotelName('Hotel Alpenblick')).toBe('hotel-alpenblick');
    expect(slugifyHotelName('  Gästehaus Müller & Söhne GmbH ')).toBe(
      'gaestehaus-mueller-soehne-gmbh',
    );
    expect(slugifyHotelName('Château Élysée')).toBe('chateau-elysee');
    expect(slugifyHotelName('!')).toBe('hotel');
    expect(slugifyHotelName('x'.repeat(60))).toHaveLength(40);
  });

  it('appends the next free number and keeps within 40 characters', () => {
    expect(nextFreeSymbolCode('alpen', [])).toBe('alpen');
    expect(nextFreeSymbolCode('alpen', ['alpen', 'alpen-2'])).toBe('alpen-3');
    const long = 'a'.repeat(40);
    expect(nextFreeSymbolCode(long, [long])).toBe(`${'a'.repeat(38)}-2`);
  });
});
