import type { CSSProperties } from 'react';
import { guestAppAccentColors } from '@hotel/shared/guest-app';

/**
 * The hotel's accent (spec §3, default amber) as CSS variables on the layout: buttons, tabs and
 * badges read `--guest-accent` and `--guest-accent-text`, a pair chosen to read at WCAG AA.
 */
export function guestAppAccentStyle(accentName: string | undefined): CSSProperties {
  const { background, text } = guestAppAccentColors(accentName ?? '');
  return { '--guest-accent': background, '--guest-accent-text': text } as CSSProperties;
}
