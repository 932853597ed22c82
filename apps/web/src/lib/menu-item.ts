import type { LucideIcon } from 'lucide-react';
import type { Permission } from '@hotel/shared/permissions';

/** One side-menu entry; each feature exports its own in `<feature>/menu.ts`. */
export interface MenuItem {
  to: string;
  /** i18n key of the visible label (also the accessible name when the menu is collapsed). */
  labelKey: string;
  icon: LucideIcon;
  /** Hidden unless the person holds it in the current hotel; no permission: always shown. */
  permission?: Permission;
  /** Active only on exactly this path (the dashboard at `/`), not on paths below it. */
  isExact?: boolean;
  /** Also active on every path below this one (Settings stays active on all settings pages). */
  activePrefix?: string;
}
