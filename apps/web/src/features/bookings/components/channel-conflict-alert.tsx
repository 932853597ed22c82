import { useTranslation } from 'react-i18next';
import type { Booking } from '@hotel/shared/contracts/bookings';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useUnitContext } from '@/lib/session/use-unit-labels';

/**
 * A channel reservation that overlapped a booking in its room waits unassigned: the desk places
 * it with the stay form's room picker (assigning a room clears the conflict).
 */
export function ChannelConflictAlert({
  booking,
  onAssignRoom,
}: {
  booking: Booking;
  /** Absent for whoever may not change the booking. */
  onAssignRoom?: () => void;
}) {
  const { t } = useTranslation();
  const unit = useUnitContext();
  return (
    <Alert
      tone="warning"
      className="mb-4"
      data-testid="channel-conflict"
      title={t('bookings.channel.conflictTitle')}
      actions={
        onAssignRoom && (
          <Button size="sm" variant="secondary" onPress={onAssignRoom}>
            {t('bookings.channel.assignRoom', unit)}
          </Button>
        )
      }
    >
      {t('bookings.channel.conflict', {
        ...unit,
        source: t(`bookings.source.${booking.source}`),
      })}
    </Alert>
  );
}
