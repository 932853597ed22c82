import { useMutation } from '@tanstack/react-query';
import type { Image, ImageType } from '@hotel/shared/contracts/images';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { setupKeys } from '@/lib/hotel-setup-data/setup-keys';

/** POST /api/upload/image as multipart: the file part `image`, then `type` and `ownerId`. */
export async function uploadImage(input: { file: File; type: ImageType; ownerId?: string }) {
  const form = new FormData();
  form.append('type', input.type);
  if (input.ownerId) form.append('ownerId', input.ownerId);
  form.append('image', input.file);
  const { data } = await apiClient.post<Image>('/upload/image', form);
  return data;
}

export function useUploadImageMutation() {
  return useMutation({
    mutationFn: uploadImage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: setupKeys.all }),
  });
}
