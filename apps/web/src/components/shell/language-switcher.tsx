import { lazy, Suspense, useState } from 'react';
import {
  LanguageTriggerContent,
  languageTriggerProps,
  useLanguageTriggerLabel,
  useShownLanguage,
  type SwitcherTone,
} from '@/components/shell/language-trigger';

// The menu (react-aria's menu, popover and overlays) is most of the switcher's weight; it loads
// right after the first paint so the public pages start without it.
const LanguageMenu = lazy(async () => ({
  default: (await import('@/components/shell/language-menu')).LanguageMenu,
}));

/** de/en switcher used by every layout; the choice lives in the i18n_redirected cookie. */
export function LanguageSwitcher({
  tone = 'dark',
  placement = 'bottom end',
}: {
  tone?: SwitcherTone;
  placement?: 'bottom end' | 'bottom start';
}) {
  // A press before the menu has loaded opens it once it is there.
  const [isOpenRequested, setIsOpenRequested] = useState(false);
  const language = useShownLanguage();
  const label = useLanguageTriggerLabel();
  return (
    <Suspense
      fallback={
        <button
          type="button"
          aria-haspopup="menu"
          onClick={() => setIsOpenRequested(true)}
          {...languageTriggerProps(tone, label)}
        >
          <LanguageTriggerContent code={language} />
        </button>
      }
    >
      <LanguageMenu tone={tone} placement={placement} isInitiallyOpen={isOpenRequested} />
    </Suspense>
  );
}
