import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  smoobuApartmentListSchema,
  smoobuApartmentsInputSchema,
} from '@hotel/shared/contracts/smoobu';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { useSessionStore } from '@/lib/session/session-store';
import { smoobuKeys } from './smoobu-keys';

type SmoobuApartmentList = z.infer<typeof smoobuApartmentListSchema>;
export type SmoobuApartmentsInput = z.infer<typeof smoobuApartmentsInputSchema>;

/** GET /api/plugin/smoobu/apartment: Smoobu's apartments with the stored mapping. */
export async function getSmoobuApartments() {
  const { data } = await apiClient.get<SmoobuApartmentList>('/plugin/smoobu/apartment');
  return data;
}

/** Asked by the apartments step, which opens only once a key is stored. */
export function useSmoobuApartments() {
  const hotelId = useSessionStore((state) => state.currentHotelId);
  return useQuery({ queryKey: smoobuKeys.apartments(hotelId), queryFn: getSmoobuApartments });
}

/** PUT /api/plugin/smoobu/apartments */
export async function saveSmoobuApartments(body: SmoobuApartmentsInput) {
  const { data } = await apiClient.put<SmoobuApartmentList>('/plugin/smoobu/apartments', body);
  return data;
}

export function useSaveSmoobuApartmentsMutation() {
  const hotelId = useSessionStore((state) => state.currentHotelId);
  return useMutation({
    mutationFn: saveSmoobuApartments,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: smoobuKeys.apartments(hotelId) }),
  });
}
