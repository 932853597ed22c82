import { clsx } from 'clsx';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { LAYOUT } from '@hotel/shared/constants';
import { visibleSettingsItems, type SettingsItem } from '@/app/menu/settings-items';
import { ScrollCues } from '@/components/ui/scroll-cues';
import { useCurrentUser } from '@/lib/session/current-user-query';
import { useUnitLabels } from '@/lib/session/use-unit-labels';
import { useCurrentMembership } from '@/lib/session/use-session';

function useVisibleSettingsItems(): SettingsItem[] {
  const { data: user } = useCurrentUser();
  return visibleSettingsItems(user, useCurrentMembership());
}

/**
 * Secondary navigation of the settings pages: one row of tabs that scrolls sideways where they do
 * not fit (German labels at 1440px, phones), with a cue at each end that hides tabs.
 */
export function SettingsNav() {
  const { t } = useTranslation();
  const items = useVisibleSettingsItems();
  // Labels with an `_individual` variant say Apartments for individual-properties hotels.
  const { isIndividual } = useUnitLabels();
  const context = isIndividual ? 'individual' : undefined;
  const listRef = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  // On a phone the strip scrolls sideways: keep the current page's entry in sight.
  useEffect(() => {
    listRef.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [pathname]);
  if (items.length < 2) return null;
  return (
    <nav
      aria-label={t('settings.nav.label')}
      data-testid="settings-nav"
      style={{ maxWidth: LAYOUT.borderedMaxWidthPx }}
      className="relative mx-auto mb-5 w-full"
    >
      <ul
        ref={listRef}
        className="-mx-4 flex [scrollbar-width:none] gap-1 overflow-x-auto border-b border-slate-200 px-4 sm:mx-0 sm:px-0"
      >
        {items.map(({ to, labelKey, icon: Icon }) => (
          <li key={to} className="shrink-0">
            <NavLink
              to={to}
              data-testid={`settings-nav-${to.replace('/settings/', '').replace(/\//g, '-')}`}
              className={({ isActive }) =>
                clsx(
                  '-mb-px flex items-center gap-2 border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap outline-none focus-visible:ring-2 focus-visible:ring-primary',
                  isActive
                    ? 'border-primary text-primary'
                    : 'border-transparent text-slate-600 hover:text-slate-900',
                )
              }
            >
              <Icon aria-hidden className="size-4 shrink-0" />
              {t(labelKey, { context })}
            </NavLink>
          </li>
        ))}
      </ul>
      <ScrollCues
        scrollerRef={listRef}
        labels={{ before: t('settings.nav.showPrevious'), after: t('settings.nav.showMore') }}
        // On a phone the strip runs to the screen's edges.
        edgeClassName={{
          before: '-left-4 pl-2 sm:left-0 sm:pl-0',
          after: '-right-4 pr-2 sm:right-0 sm:pr-0',
        }}
        testId="settings-nav"
      />
    </nav>
  );
}
