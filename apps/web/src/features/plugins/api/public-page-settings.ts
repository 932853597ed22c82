import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  PublicPageSettings,
  PublicPageSettingsRequest,
} from '@hotel/shared/contracts/public-booking';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { hotelKeys } from '@/lib/session/session-keys';
import { useSessionStore } from '@/lib/session/session-store';

export const publicPageSettingsKey = (hotelId: string | null) =>
  ['plugins', hotelId, 'public_page'] as const;

/** GET /api/plugin/public_page (manageHotel): the settings and what the page can offer. */
export async function getPublicPageSettings() {
  const { data } = await apiClient.get<PublicPageSettings>('/plugin/public_page');
  return data;
}

export function usePublicPageSettings() {
  const hotelId = useSessionStore((state) => state.currentHotelId);
  return useQuery({ queryKey: publicPageSettingsKey(hotelId), queryFn: getPublicPageSettings });
}

/** PUT /api/plugin/public_page */
export async function savePublicPageSettings(body: PublicPageSettingsRequest) {
  const { data } = await apiClient.put<PublicPageSettings>('/plugin/public_page', body);
  return data;
}

export function useSavePublicPageSettingsMutation() {
  const hotelId = useSessionStore((state) => state.currentHotelId);
  return useMutation({
    mutationFn: savePublicPageSettings,
    onSuccess: async (saved) => {
      queryClient.setQueryData(publicPageSettingsKey(hotelId), saved);
      // The hotel's theme colour and plugins are part of the hotel answer.
      if (hotelId) await queryClient.invalidateQueries({ queryKey: hotelKeys.detail(hotelId) });
    },
  });
}
