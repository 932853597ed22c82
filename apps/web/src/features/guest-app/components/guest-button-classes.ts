import { clsx } from 'clsx';

/**
 * Buttons of the guest app, as plain classes for native buttons and links (react-aria's Button
 * would cost the entry's budget 13 KB gzip). The primary one takes the hotel's accent colour
 * from the CSS variables the layout sets (guest-app-accent.ts): no class generated at run time.
 */
type GuestButtonTone = 'accent' | 'secondary' | 'danger' | 'ghost';

const tones: Record<GuestButtonTone, string> = {
  accent:
    'bg-(color:--guest-accent) text-(color:--guest-accent-text) shadow-sm hover:brightness-95 active:brightness-90',
  secondary: 'border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50',
  danger: 'bg-red-600 text-white shadow-sm hover:bg-red-700',
  ghost: 'text-slate-700 hover:bg-slate-100',
};

export function guestButtonClasses(
  tone: GuestButtonTone = 'accent',
  { size = 'md', isFullWidth = false }: { size?: 'sm' | 'md' | 'lg'; isFullWidth?: boolean } = {},
) {
  return clsx(
    'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition outline-none select-none',
    'focus-visible:ring-2 focus-visible:ring-slate-900 focus-visible:ring-offset-2',
    'disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50',
    size === 'sm' && 'h-9 px-3 text-sm',
    size === 'md' && 'h-11 px-4 text-sm',
    size === 'lg' && 'h-12 px-6 text-base',
    tones[tone],
    isFullWidth && 'w-full',
  );
}
