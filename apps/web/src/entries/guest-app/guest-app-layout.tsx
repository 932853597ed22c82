import { LogOut, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '@/components/shell/language-switcher';
import { PageFade } from '@/components/shell/page-fade';
import { Logo } from '@/components/ui/logo';
import { hasGuestToken, logoutGuest } from '@/lib/guest-session';
import { useRouteMatch } from '@/lib/page-router/page-router-view';
import { useIsValidPhone } from '@/entries/guest-app/use-is-valid-phone';
import { useGuestAppConfig } from '@/features/guest-app/api/get-guest-app-config';
import { useGuestAppHotel } from '@/features/guest-app/api/use-guest-app-hotel';
import { guestAppAccentStyle } from '@/features/guest-app/components/guest-app-accent';
import { forgetStoredBookings } from '@/features/guest-app/offline/stored-bookings';

/**
 * Guest app: the hotel's cover image behind everything, its name, contact in the footer, and its
 * accent colour as CSS variables for the pages' buttons, tabs and badges.
 */
export function GuestAppLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useRouteMatch();
  const hotel = useGuestAppHotel();
  const { data: config } = useGuestAppConfig(hotel);
  const coverImage = config?.guest_app.template_image[0]?.path;
  const phone = config?.contact.phone ?? '';
  const isPhoneValid = useIsValidPhone(phone);
  const isSignedIn = hasGuestToken();

  return (
    <div
      className="flex min-h-screen flex-col bg-gradient-to-br from-slate-800 via-slate-900 to-blue-950 bg-cover bg-fixed bg-center"
      style={{
        ...guestAppAccentStyle(config?.guest_app.accent_color),
        ...(coverImage ? { backgroundImage: `url(${JSON.stringify(coverImage)})` } : {}),
      }}
    >
      <div className="flex min-h-screen flex-col bg-gradient-to-b from-slate-900/70 via-slate-900/40 to-slate-900/80">
        <header className="mx-auto flex w-full max-w-4xl items-center gap-3 px-4 py-5">
          <h1 className="min-w-0 flex-1 truncate text-xl font-semibold text-white sm:text-2xl">
            {config?.name}
          </h1>
          <LanguageSwitcher tone="light" />
          {isSignedIn && (
            <button
              type="button"
              onClick={() => {
                forgetStoredBookings();
                logoutGuest(hotel);
              }}
              aria-label={t('guestApp.layout.logout')}
              className="flex size-9 cursor-pointer items-center justify-center rounded-lg text-white outline-none hover:bg-white/15 focus-visible:ring-2 focus-visible:ring-white"
            >
              <LogOut aria-hidden className="size-5" />
            </button>
          )}
        </header>
        <main className="mx-auto w-full max-w-4xl flex-1 px-4 py-6">
          <PageFade pathname={pathname}>{children}</PageFade>
        </main>
        <footer className="mx-auto flex w-full max-w-4xl flex-col gap-4 px-4 py-6 text-sm text-slate-100">
          {config && (
            <address className="flex flex-col gap-1.5 not-italic sm:flex-row sm:flex-wrap sm:gap-x-6">
              {isPhoneValid && (
                <a href={`tel:${phone}`} className="inline-flex items-center gap-2 hover:underline">
                  <Phone aria-hidden className="size-4" />
                  {phone}
                </a>
              )}
              {config.contact.email && (
                <a
                  href={`mailto:${config.contact.email}`}
                  className="inline-flex items-center gap-2 hover:underline"
                >
                  <Mail aria-hidden className="size-4" />
                  {config.contact.email}
                </a>
              )}
              {config.contact.address && (
                <span className="inline-flex items-center gap-2">
                  <MapPin aria-hidden className="size-4" />
                  {config.contact.address}
                </span>
              )}
            </address>
          )}
          <div className="flex flex-wrap items-center justify-between gap-3 border-t border-white/20 pt-4 text-xs text-slate-200">
            <span className="inline-flex items-center gap-2">
              {t('guestApp.layout.poweredBy')}
              <Logo tone="light" className="scale-90" />
            </span>
            <span>{t('app.copyright', { year: new Date().getFullYear() })}</span>
          </div>
        </footer>
      </div>
    </div>
  );
}
