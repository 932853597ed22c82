import { describe, expect, it, vi } from 'vitest';

/** A fresh i18n core: the test setup has already loaded every namespace into the shared one. */
async function freshI18n() {
  vi.resetModules();
  return import('@/lib/i18n');
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
    // The shared API and form messages are always there.
    expect(i18next.t('validation.required')).not.toBe('validation.required');
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

  it('refuses a namespace that has no translation file', async () => {
    const { loadNamespaces } = await freshI18n();
    await expect(loadNamespaces(['noSuchFeature'])).rejects.toThrow('noSuchFeature');
  });
});
