import { redirect } from 'react-router';
import { visibleSettingsItems } from '@/app/menu/settings-items';
import { RouteError } from '@/lib/route-errors';
import { loadSession } from '@/lib/session/load-session';

/**
 * /settings: the first settings page this person may open. Without any, the refusal of the
 * settings pages themselves (manageHotel), so the reason is the same as on each of them.
 */
export async function openFirstSettingsPage() {
  const { user, membership } = await loadSession();
  const [first] = visibleSettingsItems(user, membership);
  if (!first) {
    throw new RouteError(403, { messageKeys: ['errors.manageHotel', 'errors.permissionEnding'] });
  }
  return redirect(first.to);
}
