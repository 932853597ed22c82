import { clsx } from 'clsx';

// Apart from button.tsx so that plain links (the error page's) can look like buttons without
// loading react-aria.
export type ButtonSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl';
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'link';

const sizeClasses: Record<ButtonSize, string> = {
  xs: 'h-7 px-2 text-xs gap-1 rounded-md',
  sm: 'h-8 px-3 text-sm gap-1.5 rounded-md',
  md: 'h-10 px-4 text-sm gap-2 rounded-lg',
  lg: 'h-11 px-5 text-base gap-2 rounded-lg',
  xl: 'h-12 px-6 text-base gap-2.5 rounded-xl',
  xxl: 'h-14 px-8 text-lg gap-3 rounded-xl',
};

const variantClasses: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-white shadow-sm hover:bg-primary-hover data-pressed:bg-primary-strong',
  secondary:
    'border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50 data-pressed:bg-slate-100',
  ghost: 'text-slate-700 hover:bg-slate-100 data-pressed:bg-slate-200',
  danger: 'bg-red-600 text-white shadow-sm hover:bg-red-700 data-pressed:bg-red-800',
  link: 'text-primary underline-offset-4 hover:underline px-0! h-auto!',
};

export function buttonClasses({
  size = 'md',
  variant = 'primary',
  isFullWidth = false,
  className,
}: {
  size?: ButtonSize;
  variant?: ButtonVariant;
  isFullWidth?: boolean;
  className?: string;
}) {
  return clsx(
    'inline-flex shrink-0 cursor-pointer items-center justify-center font-medium whitespace-nowrap transition-colors outline-none select-none',
    'focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2',
    'data-disabled:cursor-not-allowed data-disabled:opacity-50',
    sizeClasses[size],
    variantClasses[variant],
    isFullWidth && 'w-full',
    className,
  );
}
