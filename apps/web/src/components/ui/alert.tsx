import { clsx } from 'clsx';
import { AlertTriangle, CheckCircle2, Info, XCircle } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';

type AlertTone = 'info' | 'success' | 'warning' | 'error';

const tones: Record<AlertTone, { classes: string; Icon: typeof Info }> = {
  info: { classes: 'border-sky-200 bg-sky-50 text-sky-900', Icon: Info },
  success: { classes: 'border-emerald-200 bg-emerald-50 text-emerald-900', Icon: CheckCircle2 },
  warning: { classes: 'border-amber-200 bg-amber-50 text-amber-900', Icon: AlertTriangle },
  error: { classes: 'border-red-200 bg-red-50 text-red-900', Icon: XCircle },
};

export function Alert({
  tone = 'info',
  title,
  children,
  actions,
  className,
  ...props
}: {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  className?: string;
  'data-testid'?: string;
}) {
  const { classes, Icon } = tones[tone];
  const ref = useRef<HTMLDivElement>(null);
  const isError = tone === 'error';
  const shownMessage = typeof children === 'string' ? children : undefined;
  // An error that appears after a submit may sit above a long form, out of sight on a phone:
  // bring it into view (nothing moves when it is already visible).
  useEffect(() => {
    if (isError) ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [isError, shownMessage]);
  return (
    <div
      {...props}
      ref={ref}
      role={tone === 'error' ? 'alert' : 'status'}
      className={clsx('flex gap-3 rounded-lg border p-3 text-sm', classes, className)}
    >
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 flex-1">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div className={clsx(title && 'mt-0.5')}>{children}</div>}
        {actions && <div className="mt-2 flex flex-wrap gap-2">{actions}</div>}
      </div>
    </div>
  );
}
