import { Component, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '@/lib/describe-error';
import { buttonClasses } from '@/components/ui/button-classes';
import { Logo } from '@/components/ui/logo';
import { PageSpinner } from '@/components/ui/spinner';
import { isChunkLoadError, reloadForNewChunks } from '@/lib/chunk-reload';

export function ErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const { status, title, message } = describeError(error, t);

  useEffect(() => {
    document.title = `${status} · ${t('app.brand')}`;
  }, [status, t]);

  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-slate-50 px-4 py-12 text-center">
      <a href="/" className="mb-10 rounded-md">
        <Logo />
      </a>
      <p className="text-7xl font-bold tracking-tight text-primary" data-testid="error-status">
        {status}
      </p>
      <h1 className="mt-4 max-w-xl text-xl font-semibold text-slate-900" data-testid="error-title">
        {title}
      </h1>
      {message && (
        <p className="mt-2 max-w-xl text-sm text-slate-600" data-testid="error-message">
          {message}
        </p>
      )}
      {/* A full page load: after an error a fresh start is safest, and / may be another entry. */}
      <a href="/" className={buttonClasses({ size: 'lg', className: 'mt-8' })}>
        {t('app.errorPage.home')}
      </a>
    </main>
  );
}

/**
 * If the error page itself throws (e.g. translations failed to load), show plain text that
 * needs nothing else to work. React offers error boundaries only as class components.
 */
export class ErrorPageBoundary extends Component<{ children: ReactNode }, { hasFailed: boolean }> {
  override state = { hasFailed: false };

  static getDerivedStateFromError() {
    return { hasFailed: true };
  }

  override render() {
    if (!this.state.hasFailed) return this.props.children;
    return (
      <main style={{ padding: 32, fontFamily: 'system-ui, sans-serif', textAlign: 'center' }}>
        <p data-testid="error-fallback">Something went wrong. / Etwas ist schiefgelaufen.</p>
        <p>
          <a href="/">Home / Startseite</a>
        </p>
      </main>
    );
  }
}

/**
 * A chunk of an older build is gone after a deploy: reload once to get the new one. True while
 * that reload is under way (show a spinner, not the error).
 */
export function useReloadOnChunkError(error: unknown) {
  const isChunkError = isChunkLoadError(error);
  const [isReloading, setIsReloading] = useState(isChunkError);
  useEffect(() => {
    if (isChunkError && !reloadForNewChunks()) setIsReloading(false);
  }, [isChunkError]);
  return isReloading;
}

/** What a route error shows outside the staff layout: the full-screen error page. */
export function RouteErrorView({ error }: { error: unknown }) {
  if (useReloadOnChunkError(error)) return <PageSpinner />;
  return (
    <ErrorPageBoundary>
      <ErrorPage error={error} />
    </ErrorPageBoundary>
  );
}
