import { useTranslation } from 'react-i18next';
import type { Booking } from '@hotel/shared/contracts/bookings';
import { Alert } from '@/components/ui/alert';

/** Channels whose reservations come in but whose changes made here are not sent back. */
const INBOUND_CHANNELS: readonly Booking['source'][] = ['smoobu', 'roomraccoon'];

/**
 * A stay that came from a channel manager belongs to it: a cancellation or new dates here do not
 * reach the channel (which keeps the nights sold), so staff are told to make them there too.
 */
export function ChannelBookingNote({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  if (!INBOUND_CHANNELS.includes(booking.source) || booking.kind !== 'stay') return null;
  return (
    <Alert className="mb-4" data-testid="channel-booking-note">
      {t('bookings.channel.owned', { source: t(`bookings.source.${booking.source}`) })}
    </Alert>
  );
}
