import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const SetObjectTitleContext = createContext<(title: string | undefined) => void>(() => undefined);

/**
 * Names the object a page shows in the browser tab, e.g. `usePageTitle('Booking 87', 'Müller')`
 * gives "Booking 87 · Müller · <app>"; empty parts are left out. Without it, or until its data
 * has loaded, the tab shows the route's title. Tabs of several bookings then tell them apart.
 */
export function usePageTitle(...parts: (string | null | undefined)[]) {
  const setObjectTitle = useContext(SetObjectTitleContext);
  const title = parts.filter(Boolean).join(' · ') || undefined;
  useEffect(() => {
    setObjectTitle(title);
    return () => setObjectTitle(undefined);
  }, [setObjectTitle, title]);
}

/**
 * Sets the tab title: the page's object (usePageTitle) or else its route's `titleKey`, with the
 * app's name after it. Titles that name rooms have variants (`_individual` for Apartments); the
 * entry passes which one as `context`.
 */
export function DocumentTitle({
  titleKey,
  context,
  children,
}: {
  titleKey?: string;
  context?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [objectTitle, setObjectTitle] = useState<string>();
  const pageTitle = objectTitle ?? (titleKey ? t(titleKey, { context }) : undefined);
  const title = pageTitle ? `${pageTitle} · ${t('app.brand')}` : t('app.brand');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return <SetObjectTitleContext value={setObjectTitle}>{children}</SetObjectTitleContext>;
}
