import { useForm, type FieldErrors } from 'react-hook-form';
import { createHotelRequestSchema, updateHotelRequestSchema } from '@hotel/shared/contracts/hotel';
import type { HotelFormValues } from '@/features/hotels/components/hotel-form-values';
import { schemaResolver } from '@/lib/form-resolver';

/**
 * The one hotel form behind first-run (create) and /settings/hotel (update): same fields, same
 * shared schema, the update one additionally requires `_id`.
 */
export function useHotelForm(mode: 'create' | 'update', defaultValues: HotelFormValues) {
  const schema = mode === 'create' ? createHotelRequestSchema : updateHotelRequestSchema;
  return useForm<HotelFormValues>({
    // The resolver's output type is the parsed request; the form keeps the input shape.
    resolver: schemaResolver(schema) as never,
    defaultValues,
  });
}

/** Whether an invalid submit has errors among the defaults (language, time zone, times …). */
export function hasSettingErrors(errors: FieldErrors<HotelFormValues>) {
  const { propertyType: _shownSeparately, ...settingErrors } = errors.setting ?? {};
  return Object.keys(settingErrors).length > 0;
}
