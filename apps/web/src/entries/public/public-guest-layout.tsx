import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '@/components/shell/language-switcher';
import { PageFade } from '@/components/shell/page-fade';
import { Logo } from '@/components/ui/logo';
import { useRouteMatch } from '@/lib/page-router/page-router-view';
import { usePublicHotel } from '@/features/public-page/api/get-public-hotel';

const GOOGLE_PRIVACY_URL = 'https://policies.google.com/privacy';
const GOOGLE_TERMS_URL = 'https://policies.google.com/terms';

/** Pages for anonymous visitors: hotel title, language, and the reCAPTCHA notice. */
export function PublicGuestLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { params, pathname } = useRouteMatch();
  const hotel = params.hotel ?? '';
  const { data } = usePublicHotel(hotel);
  const linkClasses = 'font-medium text-primary underline underline-offset-2';

  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 w-full max-w-5xl items-center gap-3 px-4">
          <span aria-hidden className="h-8 w-1.5 rounded-full bg-primary" />
          <h1 className="min-w-0 flex-1 truncate text-lg font-semibold text-slate-900">
            {data?.name ?? t('publicPage.title')}
          </h1>
          <LanguageSwitcher />
        </div>
      </header>
      <main className="mx-auto w-full max-w-5xl flex-1 px-4 py-8">
        <PageFade pathname={pathname}>{children}</PageFade>
      </main>
      <footer className="border-t border-slate-200 bg-white">
        <div className="mx-auto flex w-full max-w-5xl flex-col gap-3 px-4 py-6 text-xs text-slate-500 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-center gap-3">
            <Logo className="scale-90" />
            <span>{t('app.copyright', { year: new Date().getFullYear() })}</span>
          </div>
          {/* Only while the server checks reCAPTCHA: otherwise the notice would not be true. */}
          {data?.captcha.siteKey && (
            <p className="max-w-md" data-testid="recaptcha-notice">
              <Trans
                i18nKey="publicPage.recaptcha"
                components={{
                  privacy: (
                    <a
                      href={GOOGLE_PRIVACY_URL}
                      className={linkClasses}
                      target="_blank"
                      rel="noreferrer"
                    />
                  ),
                  terms: (
                    <a
                      href={GOOGLE_TERMS_URL}
                      className={linkClasses}
                      target="_blank"
                      rel="noreferrer"
                    />
                  ),
                }}
              />
            </p>
          )}
        </div>
      </footer>
    </div>
  );
}
