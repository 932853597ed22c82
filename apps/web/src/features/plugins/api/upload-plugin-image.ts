import { useMutation } from '@tanstack/react-query';
import type { Image, ImageType } from '@hotel/shared/contracts/images';
import { apiClient } from '@/lib/api-client';

/** POST /api/upload/image: one image of a plugin's picture list (`public_page`, `guest_app`). */
export async function uploadPluginImage(type: ImageType, file: File) {
  const form = new FormData();
  form.append('type', type);
  form.append('image', file);
  const { data } = await apiClient.post<Image>('/upload/image', form);
  return data;
}

export function useUploadPluginImageMutation(type: ImageType) {
  return useMutation({ mutationFn: (file: File) => uploadPluginImage(type, file) });
}
