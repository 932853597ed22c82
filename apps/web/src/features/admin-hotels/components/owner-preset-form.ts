import { useForm } from 'react-hook-form';
import {
  adminCreateHotelRequestSchema,
  type AdminCreateHotelRequest,
} from '@hotel/shared/contracts/admin-hotels';
import { schemaResolver } from '@/lib/form-resolver';
import { useErrorsClearOnFix } from '@/lib/use-errors-clear-on-fix';

/** Everything of the admin's create form besides the hotel itself (which has its own form). */
export type OwnerPresetValues = Required<Omit<AdminCreateHotelRequest, 'hotel'>> & {
  owner: { lastName: string };
};

export const OWNER_FIELDS = ['owner.email', 'owner.firstName', 'owner.lastName'] as const;

const ownerPresetSchema = adminCreateHotelRequestSchema.omit({ hotel: true });

export function useOwnerPresetForm(save: { error: unknown; reset: () => void }) {
  const form = useForm<OwnerPresetValues>({
    resolver: schemaResolver(ownerPresetSchema) as never,
    defaultValues: {
      owner: { email: '', firstName: '', lastName: '' },
      roomTypePresets: [],
      servicePresetIds: [],
    },
  });
  useErrorsClearOnFix(form, save);
  return form;
}
