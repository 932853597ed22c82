import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';

const sizes = { sm: 'size-4', md: 'size-6', lg: 'size-10' } as const;

export function Spinner({
  size = 'md',
  className,
  label,
}: {
  size?: keyof typeof sizes;
  className?: string;
  /** Set when the spinner is the only sign of loading, so screen readers announce it. */
  label?: string;
}) {
  return (
    <svg
      className={clsx('animate-spin text-primary', sizes[size], className)}
      viewBox="0 0 24 24"
      fill="none"
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
      <path
        d="M22 12a10 10 0 0 0-10-10"
        stroke="currentColor"
        strokeWidth="4"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-48 items-center justify-center p-8">
      <Spinner size="lg" label={t('app.common.loading')} />
    </div>
  );
}
