import { Check } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button as AriaButton } from 'react-aria-components';
import { LANGUAGE_DROPDOWN_HIDE_DELAY_MS } from '@hotel/shared/constants';
import { LANGUAGES, isLanguage } from '@hotel/shared/i18n/languages';
import {
  LanguageTriggerContent,
  languageTriggerProps,
  useLanguageTriggerLabel,
  useShownLanguage,
  type SwitcherTone,
} from '@/components/shell/language-trigger';
import { Menu, MenuButton, MenuItem } from '@/components/ui/menu';
import { changeLanguage } from '@/lib/i18n';

/** The interactive switcher: loaded lazily by LanguageSwitcher. */
export function LanguageMenu({
  tone,
  placement,
  isInitiallyOpen,
}: {
  tone: SwitcherTone;
  placement: 'bottom end' | 'bottom start';
  isInitiallyOpen: boolean;
}) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(isInitiallyOpen);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const language = useShownLanguage();
  const label = useLanguageTriggerLabel();

  const cancelClose = () => clearTimeout(closeTimer.current);
  // Leaving the open dropdown with the mouse closes it after a short grace period (spec §9).
  const scheduleClose = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => setIsOpen(false), LANGUAGE_DROPDOWN_HIDE_DELAY_MS);
  };
  useEffect(() => cancelClose, []);

  return (
    <MenuButton isOpen={isOpen} onOpenChange={setIsOpen} placement={placement}>
      <AriaButton {...languageTriggerProps(tone, label)}>
        <LanguageTriggerContent code={language} />
      </AriaButton>
      <div onMouseEnter={cancelClose} onMouseLeave={scheduleClose}>
        <Menu
          aria-label={t('app.language.menu')}
          onAction={(key) => {
            if (isLanguage(key)) void changeLanguage(key);
          }}
        >
          {LANGUAGES.map((code) => (
            <MenuItem key={code} id={code} data-testid={`language-option-${code}`}>
              <span className="w-6 text-xs font-semibold text-slate-500">{code.toUpperCase()}</span>
              <span className="flex-1">{t(`app.language.names.${code}`)}</span>
              {code === language && (
                <Check aria-label={t('app.language.current')} className="size-4 text-primary" />
              )}
            </MenuItem>
          ))}
        </Menu>
      </div>
    </MenuButton>
  );
}
