import { describe, expect, it, vi } from 'vitest';
import { messageCatalogues } from '@hotel/shared/i18n/messages';

const allFeatureFiles = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  import: 'default',
});

/**
 * A fresh i18n core with every feature's files registered, as the staff entry does (the test
 * setup has already loaded every namespace into the shared one).
 */
async function freshI18n(files = allFeatureFiles) {
  vi.resetModules();
  const i18n = await import('@/lib/i18n');
  i18n.registerFeatureFiles(files);
  return i18n;
}

describe('translation namespaces', () => {
  it('loads only the namespaces a route asks for, in the shown language', async () => {
    const { i18next, loadNamespaces } = await freshI18n();
    expect(i18next.language).toBe('de');
    expect(i18next.hasResourceBundle('de', 'publicPage')).toBe(false);

    await loadNamespaces(['publicPage']);

    expect(i18next.t('publicPage.title')).toBe('Online buchen');
    expect(i18next.hasResourceBundle('de', 'bookings')).toBe(false);
    expect(i18next.hasResourceBundle('en', 'publicPage')).toBe(false);
  });

  it('loads the shared API and form messages only where declared, in the shown language', async () => {
    const { i18next, loadNamespaces, SHARED_MESSAGES } = await freshI18n();
    expect(i18next.t('validation.required')).toBe('validation.required');

    await loadNamespaces([SHARED_MESSAGES]);

    expect(i18next.t('validation.required')).toBe(messageCatalogues.de.validation.required);
    expect(i18next.hasResourceBundle('en', 'validation')).toBe(false);
  });

  it('switches the language only once the new texts are loaded, so no key ever shows', async () => {
    const { i18next, loadNamespaces, changeLanguage } = await freshI18n();
    await loadNamespaces(['publicPage', 'app']);
    const shownOnSwitch: string[] = [];
    const onChange = () => shownOnSwitch.push(i18next.t('publicPage.disabled.title'));
    i18next.on('languageChanged', onChange);

    await changeLanguage('en');

    i18next.off('languageChanged', onChange);
    expect(shownOnSwitch).toEqual(['Online booking is not available']);
    expect(document.documentElement.lang).toBe('en');
    await changeLanguage('de');
  });

  it("knows only the namespaces its entry registered (the public page's own files)", async () => {
    const publicFiles = import.meta.glob<Record<string, unknown>>(
      '../locales/*/{app,publicPage,publicBooking}.json',
      { import: 'default' },
    );
    const { loadNamespaces, registeredNamespaces } = await freshI18n(publicFiles);
    expect(registeredNamespaces().sort()).toEqual(['app', 'publicBooking', 'publicPage']);
    await loadNamespaces(['publicPage']);
    await expect(loadNamespaces(['bookings'])).rejects.toThrow('bookings');
  });

  it('refuses a namespace that has no translation file', async () => {
    const { loadNamespaces } = await freshI18n();
    await expect(loadNamespaces(['noSuchFeature'])).rejects.toThrow('noSuchFeature');
  });
});
