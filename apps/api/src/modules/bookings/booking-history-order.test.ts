import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemPrincipal } from '../../lib/principal';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearerEn } from '../../test/factories';
import { hotelWithBooking } from '../../test/payment-factories';
import { recordBookingChange } from './booking-history.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a booking’s history', () => {
  it('lists changes made at the same moment newest first, in the order they were made', async () => {
    const { hotel, token, booking } = await hotelWithBooking(t.app, t.db);
    // One transaction: every entry has its start time, as changes made together do.
    const notes = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth'];
    await t.db.transaction(async (tx) => {
      let from = '';
      for (const to of notes) {
        await recordBookingChange(tx, {
          hotelId: hotel.id,
          bookingId: booking._id,
          principal: systemPrincipal('csv_import'),
          action: 'updated',
          changes: [{ field: 'notes', from, to }],
          type: 'booking.updated',
        });
        from = to;
      }
    });

    const response = await t.app.inject({
      method: 'GET',
      url: `/api/booking/${booking._id}`,
      headers: bearerEn(token, hotel.id),
    });
    const history: { action: string; changes: { to: unknown }[] }[] = response.json().history;
    expect(history.map((entry) => entry.changes[0]?.to ?? entry.action)).toEqual([
      ...[...notes].reverse(),
      'created',
    ]);
  });
});
