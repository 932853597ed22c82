import { clsx } from 'clsx';
import { Check, ChevronDown, Globe } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button as AriaButton } from 'react-aria-components';
import { LANGUAGE_DROPDOWN_HIDE_DELAY_MS } from '@hotel/shared/constants';
import { LANGUAGES, isLanguage } from '@hotel/shared/i18n/messages';
import { Menu, MenuButton, MenuItem } from '@/components/ui/menu';
import { changeLanguage, currentLanguage } from '@/lib/i18n';

/** de/en switcher used by every layout; the choice lives in the i18n_redirected cookie. */
export function LanguageSwitcher({
  tone = 'dark',
  placement = 'bottom end',
}: {
  tone?: 'dark' | 'light';
  placement?: 'bottom end' | 'bottom start';
}) {
  const { t, i18n } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const language = isLanguage(i18n.language) ? i18n.language : currentLanguage();

  const cancelClose = () => clearTimeout(closeTimer.current);
  // Leaving the open dropdown with the mouse closes it after a short grace period (spec §9).
  const scheduleClose = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => setIsOpen(false), LANGUAGE_DROPDOWN_HIDE_DELAY_MS);
  };
  useEffect(() => cancelClose, []);

  return (
    <MenuButton isOpen={isOpen} onOpenChange={setIsOpen} placement={placement}>
      <AriaButton
        data-testid="language-switcher"
        aria-label={t('app.language.label', {
          code: language.toUpperCase(),
          language: t(`app.language.names.${language}`),
        })}
        className={clsx(
          'inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-primary',
          tone === 'light' ? 'text-white hover:bg-white/15' : 'text-slate-700 hover:bg-slate-100',
        )}
      >
        <Globe aria-hidden className="size-4" />
        <span>{language.toUpperCase()}</span>
        <ChevronDown aria-hidden className="size-3.5 opacity-70" />
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
