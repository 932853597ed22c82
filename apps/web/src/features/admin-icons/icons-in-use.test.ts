import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ICONS_IN_USE } from './icons-in-use';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const THIS_LIST = path.join(SRC, 'features/admin-icons/icons-in-use.ts');
const LUCIDE_IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]lucide-react['"]/g;

/** The values (not types) every non-test source file imports from lucide-react. */
function iconsImportedByCode() {
  const names = new Set<string>();
  for (const entry of readdirSync(SRC, { recursive: true, encoding: 'utf8' })) {
    const file = path.join(SRC, entry);
    if (!/\.tsx?$/.test(entry) || /\.test\.tsx?$/.test(entry) || file === THIS_LIST) continue;
    for (const [, typeOnly, specifiers] of readFileSync(file, 'utf8').matchAll(LUCIDE_IMPORT)) {
      if (typeOnly) continue;
      for (const specifier of specifiers!.split(',')) {
        const name = specifier.trim().split(/\s+as\s+/)[0]!;
        if (name && !name.startsWith('type ')) names.add(name);
      }
    }
  }
  return [...names].sort();
}

describe('icons in use', () => {
  it('lists exactly the lucide icons the interface imports', () => {
    const listed = ICONS_IN_USE.map(([name]) => name);
    expect(listed).toEqual(iconsImportedByCode());
  });

  it('pairs every name with a component, each name once', () => {
    const names = ICONS_IN_USE.map(([name]) => name);
    expect(new Set(names).size).toBe(names.length);
    for (const [name, Icon] of ICONS_IN_USE) {
      // A lucide icon is a forwardRef component; aliases (AlertOctagon) keep their own name here.
      expect(Icon, name).toHaveProperty('render');
    }
  });
});
