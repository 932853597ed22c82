import { ImagePlus } from 'lucide-react';
import { useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { IMAGE_MAX_BYTES } from '@hotel/shared/contracts/images';
import {
  PUBLIC_SLIDER_MAX,
  type PublicPageSettingsRequest,
} from '@hotel/shared/contracts/public-booking';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ImageListEmpty, ImageTileActions } from '@/components/ui/image-tile-actions';
import { errorMessage, toErrorBody } from '@/lib/api-error';
import { fieldErrorText } from '@/lib/form-errors';
import { useUploadSliderImageMutation } from '../api/public-page-settings';

const ACCEPTED = ['image/jpeg', 'image/png'];

/** The small variant of a stored image for the list (the slider keeps the large one's path). */
const thumbnailOf = (path: string) => path.replace(/-large\.webp$/, '-thumb.webp');

/**
 * The page's slider: images uploaded with type `public_page`, kept in the form in their order
 * (saved with the page). Removing one takes it off the page; the upload stays with the hotel.
 */
export function SliderField({ control }: { control: Control<PublicPageSettingsRequest> }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'hotel_slider' });
  const upload = useUploadSliderImageMutation();
  const [uploadError, setUploadError] = useState<string | null>(null);
  const images = field.value;
  const isFull = images.length >= PUBLIC_SLIDER_MAX;
  const error = fieldErrorText(t, fieldState.error);

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
        if (path) field.onChange([...field.value, { path }]);
      },
      onError: (failure) =>
        setUploadError(toErrorBody(failure).issues?.[0]?.message ?? errorMessage(failure)),
    });
  };

  const move = (index: number, offset: number) => {
    const next = [...images];
    const [moved] = next.splice(index, 1);
    next.splice(index + offset, 0, moved!);
    field.onChange(next);
  };

  return (
    <fieldset className="flex flex-col gap-3" aria-describedby="slider-hint">
      <legend className="text-sm font-semibold text-slate-900">
        {t('plugins.publicPage.slider')}
      </legend>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p id="slider-hint" className="text-sm text-slate-600">
          {t('plugins.publicPage.sliderHint', { max: PUBLIC_SLIDER_MAX })}
        </p>
        <FileTrigger acceptedFileTypes={ACCEPTED} onSelect={onSelect}>
          <Button
            variant="secondary"
            isLoading={upload.isPending}
            isDisabled={isFull}
            data-testid="slider-upload"
            className="shrink-0"
          >
            <ImagePlus aria-hidden className="size-4" />
            {upload.isPending
              ? t('plugins.publicPage.sliderUploading')
              : t('plugins.publicPage.sliderUpload')}
          </Button>
        </FileTrigger>
      </div>
      {isFull && (
        <p className="text-sm text-slate-600">
          {t('plugins.publicPage.sliderFull', { max: PUBLIC_SLIDER_MAX })}
        </p>
      )}
      {(uploadError ?? error) && (
        <Alert tone="error" data-testid="slider-error">
          {uploadError ?? error}
        </Alert>
      )}
      {images.length === 0 ? (
        <ImageListEmpty>{t('plugins.publicPage.sliderEmpty')}</ImageListEmpty>
      ) : (
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {images.map((image, index) => {
            const position = index + 1;
            return (
              <li
                key={image.path}
                data-testid="slider-image"
                className="overflow-hidden rounded-lg border border-slate-200 bg-white"
              >
                <div className="aspect-video bg-slate-100">
                  <img
                    src={thumbnailOf(image.path)}
                    alt={t('plugins.publicPage.sliderAlt', { position })}
                    className="size-full object-cover"
                    loading="lazy"
                  />
                </div>
                <ImageTileActions
                  index={index}
                  count={images.length}
                  labels={{
                    moveUp: t('plugins.publicPage.sliderMoveUp', { position }),
                    moveDown: t('plugins.publicPage.sliderMoveDown', { position }),
                    remove: t('plugins.publicPage.sliderRemove', { position }),
                  }}
                  onMove={(delta) => move(index, delta)}
                  onRemove={() => field.onChange(images.filter((_, at) => at !== index))}
                />
              </li>
            );
          })}
        </ol>
      )}
    </fieldset>
  );
}
