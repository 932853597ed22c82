import { useForm, type FieldErrors } from 'react-hook-form';
import { createHotelRequestSchema, updateHotelRequestSchema } from '@hotel/shared/contracts/hotel';
import type { HotelFormValues } from '@/components/hotel-form/hotel-form-values';
import { schemaResolver } from '@/lib/form-resolver';
import { useErrorsClearOnFix } from '@/lib/use-errors-clear-on-fix';

/**
 * The one hotel form behind first-run and /admin/hotel/create (create) and /settings/hotel
 * (update): same fields, same shared schema, the update one additionally requires `_id`.
 */
export function useHotelForm(
  mode: 'create' | 'update',
  defaultValues: HotelFormValues,
  save: { error: unknown; reset: () => void },
) {
  const schema = mode === 'create' ? createHotelRequestSchema : updateHotelRequestSchema;
  const form = useForm<HotelFormValues>({
    // The resolver's output type is the parsed request; the form keeps the input shape.
    resolver: schemaResolver(schema) as never,
    defaultValues,
  });
  useErrorsClearOnFix(form, save);
  return form;
}

/** Whether an invalid submit has errors among the defaults (language, time zone, times …). */
export function hasSettingErrors(errors: FieldErrors<HotelFormValues>) {
  const { propertyType: _shownSeparately, ...settingErrors } = errors.setting ?? {};
  return Object.keys(settingErrors).length > 0;
}
