import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export function Card({
  className,
  children,
  as: Tag = 'section',
  ...props
}: {
  className?: string;
  children: ReactNode;
  as?: 'section' | 'div' | 'article';
  'aria-labelledby'?: string;
}) {
  return (
    <Tag
      {...props}
      className={clsx('rounded-xl border border-slate-200 bg-white shadow-sm', className)}
    >
      {children}
    </Tag>
  );
}

export function CardHeader({
  title,
  titleId,
  description,
  actions,
  icon,
}: {
  title: ReactNode;
  titleId?: string;
  description?: ReactNode;
  actions?: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <div className="flex items-start gap-3 border-b border-slate-100 px-5 py-4">
      {icon && <div className="mt-0.5 text-primary">{icon}</div>}
      <div className="min-w-0 flex-1">
        <h2 id={titleId} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        {description && <p className="mt-0.5 text-sm text-slate-500">{description}</p>}
      </div>
      {actions}
    </div>
  );
}

export function CardBody({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={clsx('px-5 py-4', className)}>{children}</div>;
}
