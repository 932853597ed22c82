import { useTranslation } from 'react-i18next';
import { useCurrentHotel } from '@/lib/session/hotel-query';
import { useCurrentMembership } from '@/lib/session/use-session';

/**
 * Individual-property hotels (holiday apartments) call their units Apartments and
 * Apartment groups; hotels say Rooms and Room types (spec §1).
 */
export function useUnitLabels() {
  const { t } = useTranslation();
  const membership = useCurrentMembership();
  const { data: hotel } = useCurrentHotel();
  const isIndividual =
    hotel?.setting.individual_properties ?? membership?.hotel.individual_properties ?? false;
  const variant = isIndividual ? 'individual' : 'hotel';
  return {
    isIndividual,
    unit: t(`app.units.${variant}.unit`),
    units: t(`app.units.${variant}.units`),
    unitType: t(`app.units.${variant}.unitType`),
    unitTypes: t(`app.units.${variant}.unitTypes`),
  };
}
