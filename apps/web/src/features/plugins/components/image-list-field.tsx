import { ImagePlus } from 'lucide-react';
import { useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { IMAGE_MAX_BYTES, type ImageType } from '@hotel/shared/contracts/images';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ImageListEmpty, ImageTileActions } from '@/components/ui/image-tile-actions';
import { errorMessage, toErrorBody } from '@/lib/api-error';
import { useUploadPluginImageMutation } from '../api/upload-plugin-image';

const ACCEPTED = ['image/jpeg', 'image/png'];

/** The small variant of a stored image for the list (the list keeps the large one's path). */
const thumbnailOf = (path: string) => path.replace(/-large\.webp$/, '-thumb.webp');

export interface ImageListFieldProps {
  value: readonly { path: string }[];
  onChange: (images: { path: string }[]) => void;
  /** The form's error of the list, already translated. */
  error?: string;
  /** The upload's image type (the server files it under the plugin). */
  uploadType: ImageType;
  max: number;
  /**
   * Prefix of the texts: `${textsKey}` (legend), `…Hint`, `…Empty`, `…Upload`, `…Uploading`,
   * `…Full`, `…Alt`, `…MoveUp`, `…MoveDown`, `…Remove` (the last four with {{position}}).
   */
  textsKey: string;
  /** Marks the first image (the guest app's cover). */
  firstLabel?: string;
  /** Prefix of the test ids: `-upload`, `-error`, `-image`. */
  testId: string;
}

/**
 * An ordered picture list of a plugin (the public page's slider, the guest app's covers): jpg or
 * png uploads, kept in the form in their order and saved with it. Removing one takes it off the
 * list; the upload stays with the hotel.
 */
export function ImageListField({
  value: images,
  onChange,
  error,
  uploadType,
  max,
  textsKey,
  firstLabel,
  testId,
}: ImageListFieldProps) {
  const { t } = useTranslation();
  const upload = useUploadPluginImageMutation(uploadType);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const isFull = images.length >= max;
  const hintId = `${testId}-hint`;
  const text = (suffix: string, params?: Record<string, unknown>) =>
    t(`${textsKey}${suffix}`, params);

  const onSelect = (files: FileList | null) => {
    setUploadError(null);
    const file = files?.[0];
    if (!file) return;
    // The server checks the content; this only saves a pointless upload.
    if (!ACCEPTED.includes(file.type)) return setUploadError(t('validation.imageType'));
    if (file.size > IMAGE_MAX_BYTES) {
      return setUploadError(t('errors.imageTooLarge', { maxMb: IMAGE_MAX_BYTES / 1024 / 1024 }));
    }
    upload.mutate(file, {
      onSuccess: (image) => {
        const path = image.urls.large ?? Object.values(image.urls).at(-1);
        if (path) onChange([...images, { path }]);
      },
      onError: (failure) =>
        setUploadError(toErrorBody(failure).issues?.[0]?.message ?? errorMessage(failure)),
    });
  };

  const move = (index: number, offset: number) => {
    const next = [...images];
    const [moved] = next.splice(index, 1);
    next.splice(index + offset, 0, moved!);
    onChange(next);
  };

  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={hintId}>
      <legend className="text-sm font-semibold text-slate-900">{text('')}</legend>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p id={hintId} className="text-sm text-slate-600">
          {text('Hint', { max })}
        </p>
        <FileTrigger acceptedFileTypes={ACCEPTED} onSelect={onSelect}>
          <Button
            variant="secondary"
            isLoading={upload.isPending}
            isDisabled={isFull}
            data-testid={`${testId}-upload`}
            className="shrink-0"
          >
            <ImagePlus aria-hidden className="size-4" />
            {upload.isPending ? text('Uploading') : text('Upload')}
          </Button>
        </FileTrigger>
      </div>
      {isFull && <p className="text-sm text-slate-600">{text('Full', { max })}</p>}
      {(uploadError ?? error) && (
        <Alert tone="error" data-testid={`${testId}-error`}>
          {uploadError ?? error}
        </Alert>
      )}
      {images.length === 0 ? (
        <ImageListEmpty>{text('Empty')}</ImageListEmpty>
      ) : (
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {images.map((image, index) => {
            const position = index + 1;
            return (
              <li
                key={image.path}
                data-testid={`${testId}-image`}
                className="overflow-hidden rounded-lg border border-slate-200 bg-white"
              >
                <div className="relative aspect-video bg-slate-100">
                  <img
                    src={thumbnailOf(image.path)}
                    alt={text('Alt', { position })}
                    className="size-full object-cover"
                    loading="lazy"
                  />
                  {firstLabel && index === 0 && (
                    <span className="absolute top-1.5 left-1.5 rounded bg-slate-900/80 px-1.5 py-0.5 text-xs font-medium text-white">
                      {firstLabel}
                    </span>
                  )}
                </div>
                <ImageTileActions
                  index={index}
                  count={images.length}
                  labels={{
                    moveUp: text('MoveUp', { position }),
                    moveDown: text('MoveDown', { position }),
                    remove: text('Remove', { position }),
                  }}
                  onMove={(delta) => move(index, delta)}
                  onRemove={() => onChange(images.filter((_, at) => at !== index))}
                />
              </li>
            );
          })}
        </ol>
      )}
    </fieldset>
  );
}
