import { clsx } from 'clsx';

/** The product mark (same drawing as public/favicon.svg); inverted on dark backgrounds. */
export function LogoMark({
  className,
  tone = 'dark',
}: {
  className?: string;
  tone?: 'dark' | 'light';
}) {
  const isLight = tone === 'light';
  return (
    <svg viewBox="0 0 64 64" aria-hidden className={clsx('size-8 shrink-0', className)}>
      <rect width="64" height="64" rx="14" fill={isLight ? '#ffffff' : '#1d4ed8'} />
      <path d="M16 48V20l8-4v12h16V16l8 4v28h-8V36H24v12z" fill={isLight ? '#1d4ed8' : '#ffffff'} />
      <circle cx="32" cy="14" r="3" fill="#fbbf24" />
    </svg>
  );
}

export function Logo({
  className,
  isWordmarkHidden = false,
  tone = 'dark',
}: {
  className?: string;
  isWordmarkHidden?: boolean;
  tone?: 'dark' | 'light';
}) {
  return (
    <span className={clsx('inline-flex items-center gap-2', className)}>
      <LogoMark tone={tone} />
      {!isWordmarkHidden && (
        <span
          className={clsx(
            'text-lg font-bold tracking-tight',
            tone === 'light' ? 'text-white' : 'text-slate-900',
          )}
        >
          Hotel <span className={tone === 'light' ? 'text-amber-300' : 'text-primary'}>PMS</span>
        </span>
      )}
    </span>
  );
}
