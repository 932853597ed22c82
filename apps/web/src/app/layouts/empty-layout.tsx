import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LAYOUT } from '@hotel/shared/constants';
import { LanguageSwitcher } from '@/components/shell/language-switcher';
import { PageTransition } from '@/components/shell/page-transition';
import { Logo } from '@/components/ui/logo';

/** Login-type pages: blue background, logo to /login, a 400px card, language in the footer. */
export function EmptyLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-br from-blue-800 via-blue-700 to-blue-600">
      <header className="flex justify-center px-4 pt-10 pb-6 sm:pt-16">
        <Link
          to="/login"
          className="rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-white"
        >
          <Logo tone="light" className="scale-125" />
        </Link>
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pb-8">
        <div
          style={{ maxWidth: LAYOUT.cardMaxWidthPx }}
          className="w-full rounded-2xl bg-white p-6 shadow-xl sm:p-8"
        >
          <PageTransition />
        </div>
      </main>
      <footer className="flex flex-wrap items-center justify-between gap-2 px-4 py-4 text-sm text-blue-50 sm:px-8">
        <span>{t('app.copyright', { year: new Date().getFullYear() })}</span>
        <LanguageSwitcher tone="light" />
      </footer>
    </div>
  );
}
