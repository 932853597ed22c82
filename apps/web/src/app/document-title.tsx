import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import type { RouteHandle } from '@/lib/route-handle';
import { useCurrentMembership } from '@/lib/session/use-session';

/**
 * Sets the tab title from the deepest route that declares `titleKey`. Titles that name rooms
 * have `_individual` variants (Apartments); the membership already in the session says which,
 * so the title never waits for another request.
 */
export function DocumentTitle() {
  const { t } = useTranslation();
  const matches = useMatches();
  const membership = useCurrentMembership();
  const context = membership?.hotel.individual_properties ? 'individual' : undefined;
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
