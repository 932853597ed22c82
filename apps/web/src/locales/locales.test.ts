import { describe, expect, it } from 'vitest';

type Catalogue = Record<string, unknown>;

const catalogues = import.meta.glob<Catalogue>('./*/*.json', { eager: true, import: 'default' });

/** Feature file name → catalogue, for one language folder. */
function filesOf(language: string): Map<string, Catalogue> {
  const files = new Map<string, Catalogue>();
  for (const [path, catalogue] of Object.entries(catalogues)) {
    const match = /^\.\/(\w+)\/([\w-]+)\.json$/.exec(path);
    if (match?.[1] === language) files.set(match[2]!, catalogue);
  }
  return files;
}

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keys(child, prefix ? `${prefix}.${key}` : key),
  );
}

const german = filesOf('de');
const english = filesOf('en');

describe('translations', () => {
  it('have the same feature files in German and English', () => {
    expect(german.size).toBeGreaterThan(0);
    expect([...english.keys()].sort()).toEqual([...german.keys()].sort());
  });

  it.each([...german.keys()])(
    '%s has every German key in English and the other way round',
    (file) => {
      expect(keys(english.get(file)).sort()).toEqual(keys(german.get(file)).sort());
    },
  );
});
