import { apiClient } from '@/lib/api-client';
import { logout } from '@/lib/session/logout';

/** Ends every session of this user on the server (all devices, this one too), then logs out. */
export async function logoutEverywhere() {
  await apiClient.post('/auth/logout_all');
  await logout();
}
