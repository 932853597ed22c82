import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import type { RouteHandle } from '@/lib/route-handle';

/**
 * Sets the tab title from the deepest route that declares `titleKey`. Titles that name rooms
 * have variants (`_individual` for Apartments); the entry passes which one as `context`.
 */
export function DocumentTitle({ context }: { context?: string }) {
  const { t } = useTranslation();
  const matches = useMatches();
  const titleKey = matches
    .map((match) => (match.handle as RouteHandle | undefined)?.titleKey)
    .filter(Boolean)
    .at(-1);
  const title = titleKey ? `${t(titleKey, { context })} · ${t('app.brand')}` : t('app.brand');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
