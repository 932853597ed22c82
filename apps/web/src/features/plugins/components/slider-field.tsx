import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  PUBLIC_SLIDER_MAX,
  type PublicPageSettingsRequest,
} from '@hotel/shared/contracts/public-booking';
import { fieldErrorText } from '@/lib/form-errors';
import { ImageListField } from './image-list-field';

/** The public page's slider: images uploaded with type `public_page`, saved with the page. */
export function SliderField({ control }: { control: Control<PublicPageSettingsRequest> }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'hotel_slider' });
  return (
    <ImageListField
      value={field.value}
      onChange={field.onChange}
      error={fieldErrorText(t, fieldState.error)}
      uploadType="public_page"
      max={PUBLIC_SLIDER_MAX}
      textsKey="plugins.publicPage.slider"
      testId="slider"
    />
  );
}
