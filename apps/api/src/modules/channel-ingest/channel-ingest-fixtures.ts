import type { createBookingScene } from '../../test/reservation-factories';
import type { IngestDeps } from './apply-channel-reservation';
import type { ChannelReservation, IngestResult } from './channel-reservation';

/** A Smoobu reservation as a mapper would hand it over (tests change what they need). */
export function channelReservationFixture(roomTypeId: string, roomId: string): ChannelReservation {
  return {
    channel: 'smoobu',
    externalId: `SM-${Math.floor(Math.random() * 1e9)}`,
    status: 'active',
    kind: 'stay',
    roomId,
    roomTypeId,
    channelUnit: 'Apartment Seeblick',
    channelName: 'Airbnb',
    arrival: '2031-06-01',
    departure: '2031-06-04',
    adults: 2,
    kids: 0,
    price: 45000,
    notice: 'Late arrival',
    guest: {
      firstName: 'Lena',
      lastName: 'Ostsee',
      email: 'lena@example.com',
      phone: '+49 151 1111111',
      language: 'de',
    },
  };
}

export type IngestScene = Awaited<ReturnType<typeof createBookingScene>> & {
  deps: IngestDeps;
  reservation: ChannelReservation;
  apply(changes?: Partial<ChannelReservation>): Promise<IngestResult>;
  /** The calendar's move as staff do it (reads the version first). */
  move(
    bookingId: string,
    placement: { room: string | null; arrival: string; departure: string },
  ): Promise<{ statusCode: number; json(): unknown }>;
};

/** Staff's calendar move: PATCH …/placement with the version just read. */
export async function moveAsStaff(
  scene: Pick<IngestScene, 'call' | 'roomType'>,
  bookingId: string,
  placement: { room: string | null; arrival: string; departure: string },
) {
  const current = await scene.call('GET', `/api/booking/${bookingId}`);
  return scene.call('PATCH', `/api/booking/${bookingId}/placement`, {
    roomType: scene.roomType.id,
    version: current.json<{ version: number }>().version,
    ...placement,
  });
}
