/**
 * The hotel's accent colour, set by the guest-app layout as the CSS variables `--guest-accent`
 * and `--guest-accent-text`; amber (the default accent) where they are missing. The `!` wins
 * over the primary button's own colours.
 */
export const ACCENT_BUTTON =
  'bg-[var(--guest-accent,#fbbf24)]! text-[var(--guest-accent-text,#1c1917)]! hover:brightness-95 data-pressed:brightness-90 focus-visible:ring-slate-900!';

/** A badge or step number in the accent colour. */
export const ACCENT_FILL =
  'bg-[var(--guest-accent,#fbbf24)] text-[var(--guest-accent-text,#1c1917)]';
