import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Sets the tab title from the page's `titleKey`. Titles that name rooms have variants
 * (`_individual` for Apartments); the entry passes which one as `context`.
 */
export function DocumentTitle({ titleKey, context }: { titleKey?: string; context?: string }) {
  const { t } = useTranslation();
  const title = titleKey ? `${t(titleKey, { context })} · ${t('app.brand')}` : t('app.brand');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
