// The unit wording is shared by every staff page; setup keeps importing it from here.
export { useUnitContext } from '@/lib/session/use-unit-labels';
