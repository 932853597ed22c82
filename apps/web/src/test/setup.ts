import { cleanup } from '@testing-library/react';
import { format } from 'node:util';
import { afterEach } from 'vitest';
import {
  loadNamespaces,
  registerFeatureFiles,
  registeredNamespaces,
  SHARED_MESSAGES,
  type Catalogue,
} from '@/lib/i18n';
import { queueSelectionChangeLikeBrowsers } from './selection-change';

queueSelectionChangeLikeBrowsers(document);

// The unit run's output stays clean so that a real error stands out: a test during which React,
// the router, happy-dom or our code writes an error or a warning fails with that text.
const unexpectedOutput: string[] = [];
for (const level of ['error', 'warn'] as const) {
  console[level] = (...args: unknown[]) =>
    void unexpectedOutput.push(`${level}: ${format(...args)}`);
}

// Components under test render outside the routes that would load their namespaces.
registerFeatureFiles(import.meta.glob<Catalogue>('../locales/*/*.json', { import: 'default' }));
await loadNamespaces([...registeredNamespaces(), SHARED_MESSAGES]);

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
  const output = unexpectedOutput.splice(0);
  if (output.length > 0) throw new Error(`Unexpected console output:\n${output.join('\n')}`);
});
