import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { HotelInvitation } from '@hotel/shared/contracts/employees';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { hotelKeys, sessionKeys } from '@/lib/session/session-keys';
import { useSessionStore } from '@/lib/session/session-store';

/** The signed-in person's own invitations into hotels (not the hotel's): no hotel header. */
export const invitationKeys = { all: ['invitations'] as const };

export async function getInvitations() {
  const { data } = await apiClient.get<HotelInvitation[]>('/auth/invitations');
  return data;
}

export const invitationsQueryOptions = () =>
  queryOptions({ queryKey: invitationKeys.all, queryFn: getInvitations });

export function useInvitations() {
  return useQuery(invitationsQueryOptions());
}

/** Joins the hotel and works in it at once, like creating a hotel does. */
export function useAcceptInvitationMutation() {
  return useMutation({
    mutationFn: async (hotelId: string) => {
      await apiClient.post(`/auth/invitations/${encodeURIComponent(hotelId)}/accept`);
      return hotelId;
    },
    onSuccess: async (hotelId) => {
      useSessionStore.getState().setCurrentHotelId(hotelId);
      await Promise.all([
        queryClient.refetchQueries({ queryKey: sessionKeys.user() }),
        queryClient.invalidateQueries({ queryKey: hotelKeys.list() }),
        queryClient.invalidateQueries({ queryKey: invitationKeys.all }),
      ]);
    },
  });
}

export function useDeclineInvitationMutation() {
  return useMutation({
    mutationFn: (hotelId: string) =>
      apiClient.delete(`/auth/invitations/${encodeURIComponent(hotelId)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationKeys.all }),
  });
}
