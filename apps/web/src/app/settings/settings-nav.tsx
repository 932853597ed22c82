import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { LAYOUT } from '@hotel/shared/constants';
import { isOwner } from '@hotel/shared/permissions';
import { settingsItems, type SettingsItem } from '@/app/menu/settings-items';
import { useScrollCues } from '@/app/settings/use-scroll-cues';
import { useCurrentUser } from '@/lib/session/current-user-query';
import { useUnitLabels } from '@/lib/session/use-unit-labels';
import { useCurrentMembership, usePermissions } from '@/lib/session/use-session';

function useVisibleSettingsItems(): SettingsItem[] {
  const { data: user } = useCurrentUser();
  const membership = useCurrentMembership();
  const permissions = usePermissions();
  const canOwn = user ? isOwner(user, membership) : false;
  return settingsItems.filter((item) =>
    item.permission === 'owner' ? canOwn : permissions.includes(item.permission),
  );
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
  const { hasMoreBefore, hasMoreAfter, scrollBy } = useScrollCues(listRef);
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
      {hasMoreBefore && (
        <ScrollCue
          direction="before"
          label={t('settings.nav.showPrevious')}
          onPress={() => scrollBy(-1)}
        />
      )}
      {hasMoreAfter && (
        <ScrollCue
          direction="after"
          label={t('settings.nav.showMore')}
          onPress={() => scrollBy(1)}
        />
      )}
    </nav>
  );
}

/**
 * The sign that the strip goes on: a fade over the cut-off tab and an arrow that scrolls on.
 * Without it, a cut tab at 1440px or on a phone read as the last one.
 */
function ScrollCue({
  direction,
  label,
  onPress,
}: {
  direction: 'before' | 'after';
  label: string;
  onPress: () => void;
}) {
  const isAfter = direction === 'after';
  const Icon = isAfter ? ChevronRight : ChevronLeft;
  return (
    <div
      data-testid={`settings-nav-more-${direction}`}
      className={clsx(
        'pointer-events-none absolute top-0 bottom-px flex w-16 items-center from-transparent via-white/90 to-white',
        isAfter
          ? '-right-4 justify-end bg-gradient-to-r pr-2 sm:right-0 sm:pr-0'
          : '-left-4 justify-start bg-gradient-to-l pl-2 sm:left-0 sm:pl-0',
      )}
    >
      <button
        type="button"
        aria-label={label}
        onClick={onPress}
        className="pointer-events-auto flex size-8 cursor-pointer items-center justify-center rounded-full border border-slate-200 bg-white text-slate-600 shadow-sm outline-none hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-primary"
      >
        <Icon aria-hidden className="size-4" />
      </button>
    </div>
  );
}
