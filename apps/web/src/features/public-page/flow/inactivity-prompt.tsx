import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicHotel } from '@hotel/shared/contracts/public-hotel';
import { buttonClasses } from '@/components/ui/button-classes';
import { isRoomTypeStillFree } from '@/features/public-page/api/public-booking-calls';
import { isAvailabilityKey } from '@/features/public-page/api/public-page-keys';
import type { BookingFlow, FlowStep } from '@/features/public-page/flow/booking-flow';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { useInactivity } from '@/features/public-page/flow/use-inactivity';

/** Ten minutes without input: rooms may have gone meanwhile. */
export const INACTIVITY_MS = 10 * 60_000;

/** The steps that show or hold availability; dates has no choice yet, done is booked. */
const WATCHED_STEPS: readonly FlowStep[] = ['rooms', 'services', 'details', 'payment'];
/** Steps after the room type was chosen: its availability is checked again. */
const CHOSEN_STEPS: readonly FlowStep[] = ['services', 'details', 'payment'];

type Phase = 'closed' | 'asking' | 'checking' | 'soldOut';

/**
 * "Are you still there?" after a while without input on the steps rooms…payment. Continuing
 * refreshes availability and, once a room type is chosen, says when it is no longer free.
 */
export function InactivityPrompt({ hotel, flow }: { hotel: PublicHotel; flow: BookingFlow }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<Phase>('closed');
  const { state } = flow;
  const isWatched = WATCHED_STEPS.includes(state.step);

  useInactivity(isWatched && phase === 'closed', INACTIVITY_MS, () => setPhase('asking'));

  async function continueBooking() {
    if (phase === 'checking') return;
    setPhase('checking');
    await queryClient.invalidateQueries({
      predicate: (query) => isAvailabilityKey(query.queryKey),
    });
    const hasChoice =
      CHOSEN_STEPS.includes(state.step) && state.roomType && state.arrival && state.departure;
    if (!hasChoice) {
      setPhase('closed');
      return;
    }
    try {
      const isFree = await isRoomTypeStillFree(hotel.symbol_code, state);
      setPhase(isFree ? 'closed' : 'soldOut');
    } catch {
      // Not known now: the booking call checks again and offers alternatives if needed.
      setPhase('closed');
    }
  }

  if (!isWatched || phase === 'closed') return null;

  if (phase === 'soldOut') {
    const backToRooms = () => {
      setPhase('closed');
      flow.go('rooms');
    };
    return (
      <ModalDialog
        title={t('publicBooking.inactivity.soldOutTitle')}
        description={t('publicBooking.inactivity.soldOutText')}
        onEscape={backToRooms}
      >
        <button type="button" className={buttonClasses({ size: 'lg' })} onClick={backToRooms}>
          {t('publicBooking.inactivity.backToRooms')}
        </button>
      </ModalDialog>
    );
  }

  const isChecking = phase === 'checking';
  return (
    <ModalDialog
      title={t('publicBooking.inactivity.title')}
      description={t('publicBooking.inactivity.text')}
      onEscape={() => void continueBooking()}
    >
      <button
        type="button"
        className={buttonClasses({ size: 'lg' })}
        // Not disabled: the focus stays on it (inside the dialog) while availability loads.
        aria-disabled={isChecking || undefined}
        aria-busy={isChecking || undefined}
        onClick={() => void continueBooking()}
      >
        {isChecking
          ? t('publicBooking.inactivity.checking')
          : t('publicBooking.inactivity.continue')}
      </button>
    </ModalDialog>
  );
}
