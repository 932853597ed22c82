import { ImagePlus } from 'lucide-react';
import { useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { IMAGE_MAX_BYTES } from '@hotel/shared/contracts/images';
import type { RoomType } from '@hotel/shared/contracts/room-types';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ImageListEmpty, ImageTileActions } from '@/components/ui/image-tile-actions';
import { errorMessage, toErrorBody } from '@/lib/api-error';
import { useDeleteImageMutation } from '../api/delete-image';
import { useReorderImagesMutation } from '../api/reorder-images';
import { useUploadImageMutation } from '../api/upload-image';
import { confirmDelete } from '@/lib/confirm';

const ACCEPTED = ['image/jpeg', 'image/png'];

/** Tab "Images": upload (jpg/png), order with buttons (first = cover) and delete. */
export function RoomTypeImages({ roomType }: { roomType: RoomType }) {
  const { t } = useTranslation();
  const uploadMutation = useUploadImageMutation();
  const reorderMutation = useReorderImagesMutation();
  const deleteMutation = useDeleteImageMutation();
  const [localError, setLocalError] = useState<string | null>(null);
  const images = roomType.images;

  const onSelect = (files: FileList | null) => {
    setLocalError(null);
    const file = files?.[0];
    if (!file) return;
    // The server checks the content; this only saves a pointless upload.
    if (files.length > 1) return setLocalError(t('validation.imageOneFile'));
    if (!ACCEPTED.includes(file.type)) return setLocalError(t('validation.imageType'));
    if (file.size > IMAGE_MAX_BYTES) {
      return setLocalError(t('errors.imageTooLarge', { maxMb: IMAGE_MAX_BYTES / 1024 / 1024 }));
    }
    uploadMutation.mutate(
      { file, type: 'room_type', ownerId: roomType._id },
      {
        onSuccess: () => toast.success(t('hotelSetup.images.uploaded')),
        // The upload has one field: say what is wrong with the image, not "check the fields".
        onError: (error) =>
          setLocalError(toErrorBody(error).issues?.[0]?.message ?? errorMessage(error)),
      },
    );
  };

  const move = (index: number, offset: number) => {
    const ids = images.map((image) => image._id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + offset, 0, moved!);
    reorderMutation.mutate(
      { type: 'room_type', ownerId: roomType._id, ids },
      { onError: (error) => toast.error(errorMessage(error)) },
    );
  };

  const onDelete = async (id: string) => {
    const isConfirmed = await confirmDelete({
      title: t('hotelSetup.images.deleteTitle'),
      message: t('hotelSetup.images.deleteMessage'),
      confirmLabel: t('hotelSetup.common.delete'),
    });
    if (!isConfirmed) return;
    deleteMutation.mutate(id, {
      onSuccess: () => toast.success(t('hotelSetup.images.deleted')),
      onError: (error) => toast.error(errorMessage(error)),
    });
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600">{t('hotelSetup.images.intro')}</p>
        <FileTrigger acceptedFileTypes={ACCEPTED} onSelect={onSelect}>
          <Button
            variant="secondary"
            isLoading={uploadMutation.isPending}
            data-testid="image-upload"
            className="shrink-0"
          >
            <ImagePlus aria-hidden className="size-4" />
            {uploadMutation.isPending
              ? t('hotelSetup.images.uploading')
              : t('hotelSetup.images.upload')}
          </Button>
        </FileTrigger>
      </div>
      <p className="-mt-2 text-xs text-slate-500">{t('hotelSetup.images.formats')}</p>
      {localError && (
        <Alert tone="error" data-testid="image-error">
          {localError}
        </Alert>
      )}
      {images.length === 0 ? (
        <ImageListEmpty>{t('hotelSetup.images.empty')}</ImageListEmpty>
      ) : (
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {images.map((image, index) => {
            const position = index + 1;
            return (
              <li
                key={image._id}
                data-testid="room-type-image"
                className="overflow-hidden rounded-lg border border-slate-200 bg-white"
              >
                <div className="relative aspect-[4/3] bg-slate-100">
                  <img
                    src={image.urls.medium ?? image.urls.thumb}
                    alt={t('hotelSetup.images.alt', { position, name: roomType.name })}
                    className="size-full object-cover"
                    loading="lazy"
                  />
                  {index === 0 && (
                    <span className="absolute top-2 left-2 rounded bg-slate-900/75 px-2 py-0.5 text-xs font-medium text-white">
                      {t('hotelSetup.images.cover')}
                    </span>
                  )}
                </div>
                <ImageTileActions
                  index={index}
                  count={images.length}
                  isBusy={reorderMutation.isPending}
                  labels={{
                    moveUp: t('hotelSetup.images.moveUp', { position }),
                    moveDown: t('hotelSetup.images.moveDown', { position }),
                    remove: t('hotelSetup.images.delete', { position }),
                  }}
                  onMove={(delta) => move(index, delta)}
                  onRemove={() => void onDelete(image._id)}
                />
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
