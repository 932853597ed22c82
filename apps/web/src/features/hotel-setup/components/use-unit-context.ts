import { useUnitLabels } from '@/lib/session/use-unit-labels';

/**
 * The i18next context for texts that name rooms or room types: `individual` picks the
 * `_individual` variant (Apartments, Apartment groups), hotels use the plain key.
 */
export function useUnitContext(): { context: 'individual' | undefined } {
  const { isIndividual } = useUnitLabels();
  return { context: isIndividual ? 'individual' : undefined };
}
