import { FirstRunPage } from '@/features/hotels/pages/first-run-page';

/** /hotel/create: another hotel, with the first-run form; the creator becomes its owner. */
export function CreateHotelPage() {
  return <FirstRunPage isAdditional />;
}
