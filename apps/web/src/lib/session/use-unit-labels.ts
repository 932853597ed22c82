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

/**
 * The i18next context for texts that name rooms or room types, on every staff page:
 * `individual` picks the `_individual` variant (Apartment …), hotels use the plain key.
 */
// A type, not an interface: i18next's options want an index signature, which only types give.
export type UnitContext = { context: 'individual' | undefined };

export function useUnitContext(): UnitContext {
  return unitContextOf(useUnitLabels().isIndividual);
}

/** The same context for a component that already holds the hotel. */
export function unitContextOf(isIndividual: boolean): UnitContext {
  return { context: isIndividual ? 'individual' : undefined };
}
