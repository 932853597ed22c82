import { clsx } from 'clsx';
import { ChevronDown, Globe } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '@hotel/shared/i18n/languages';
import { currentLanguage } from '@/lib/i18n';

export type SwitcherTone = 'dark' | 'light';

/** The shown language, as the switcher names it. */
export function useShownLanguage() {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : currentLanguage();
}

/** The look and the accessible name of the switcher's button, shared while its menu loads. */
export function languageTriggerProps(tone: SwitcherTone, label: string) {
  return {
    'data-testid': 'language-switcher',
    'aria-label': label,
    className: clsx(
      'inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-primary',
      tone === 'light' ? 'text-white hover:bg-white/15' : 'text-slate-700 hover:bg-slate-100',
    ),
  };
}

export function LanguageTriggerContent({ code }: { code: string }): ReactNode {
  return (
    <>
      <Globe aria-hidden className="size-4" />
      <span>{code.toUpperCase()}</span>
      <ChevronDown aria-hidden className="size-3.5 opacity-70" />
    </>
  );
}

export function useLanguageTriggerLabel() {
  const { t } = useTranslation();
  const language = useShownLanguage();
  return t('app.language.label', {
    code: language.toUpperCase(),
    language: t(`app.language.names.${language}`),
  });
}
