import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  TemplatePreview,
  templatePreviewInputSchema,
} from '@hotel/shared/contracts/guest-notifications';
import { apiClient } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session/session-store';
import { notificationKeys } from './notification-keys';

export type TemplatePreviewInput = z.input<typeof templatePreviewInputSchema>;

/** POST /api/settings/notifications/preview: the unsaved template rendered with a real booking. */
export async function previewTemplate(body: TemplatePreviewInput, signal?: AbortSignal) {
  const { data } = await apiClient.post<TemplatePreview>('/settings/notifications/preview', body, {
    signal,
  });
  return data;
}

/**
 * The preview of what is typed now (the caller debounces it). A POST that only reads, so it is a
 * query: the same template is not rendered twice, and an outdated answer is dropped.
 */
export function useTemplatePreview(input: TemplatePreviewInput) {
  const hotelId = useSessionStore((state) => state.currentHotelId);
  return useQuery({
    queryKey: [...notificationKeys.all, hotelId, 'preview', input] as const,
    queryFn: ({ signal }) => previewTemplate(input, signal),
    placeholderData: (previous) => previous,
    staleTime: 60_000,
  });
}
