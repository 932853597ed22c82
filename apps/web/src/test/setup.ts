import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { FEATURE_NAMESPACES, loadNamespaces, SHARED_MESSAGES } from '@/lib/i18n';

// Components under test render outside the routes that would load their namespaces.
await loadNamespaces([...FEATURE_NAMESPACES, SHARED_MESSAGES]);

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
});
