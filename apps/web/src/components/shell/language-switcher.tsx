import { lazy, Suspense, useState } from 'react';
import {
  LanguageTriggerContent,
  languageTriggerProps,
  useLanguageTriggerLabel,
  useShownLanguage,
  type SwitcherTone,
} from '@/components/shell/language-trigger';

// The menu (react-aria's menu, popover and overlays) is most of the switcher's weight: it loads
// when a visitor comes near the switcher (pointer or focus) and shows once it is pressed, so a
// phone on a slow line spends neither bandwidth nor main thread on it while the page starts.
const loadMenu = () => import('@/components/shell/language-menu');
const LanguageMenu = lazy(async () => ({ default: (await loadMenu()).LanguageMenu }));

/** de/en switcher used by every layout; the choice lives in the i18n_redirected cookie. */
export function LanguageSwitcher({
  tone = 'dark',
  placement = 'bottom end',
}: {
  tone?: SwitcherTone;
  placement?: 'bottom end' | 'bottom start';
}) {
  // The first press swaps in the menu, open; until then a plain button stands in for it.
  const [isOpenRequested, setIsOpenRequested] = useState(false);
  const language = useShownLanguage();
  const label = useLanguageTriggerLabel();
  const trigger = (
    <button
      type="button"
      aria-haspopup="menu"
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={() => setIsOpenRequested(true)}
      {...languageTriggerProps(tone, label)}
    >
      <LanguageTriggerContent code={language} />
    </button>
  );
  if (!isOpenRequested) return trigger;
  return (
    <Suspense fallback={trigger}>
      <LanguageMenu tone={tone} placement={placement} isInitiallyOpen />
    </Suspense>
  );
}
