import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarResponseSchema } from '@hotel/shared/contracts/booking-calendar';
import { bearerEn } from '../../test/factories';
import { hotelWithBooking, postPayment } from '../../test/payment-factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/booking/calendar', () => {
  it("gives each bar the booking's open amount: price minus paid payments only", async () => {
    const { hotel, token, booking } = await hotelWithBooking(t.app, t.db);
    const pay = (amount: number, status: string) =>
      postPayment(t.app, token, hotel.id, { booking: booking._id, method: 'cash', amount, status });
    expect((await pay(5000, 'paid')).statusCode).toBe(201);
    expect((await pay(3000, 'pending')).statusCode).toBe(201);

    const response = await t.app.inject({
      method: 'GET',
      url: '/api/booking/calendar?startDate=2031-04-25&endDate=2031-05-10',
      headers: bearerEn(token, hotel.id),
    });
    expect(response.statusCode).toBe(200);
    expect(calendarResponseSchema.parse(response.json())).toEqual(response.json());
    const [bar] = response.json().bookings;
    expect(bar).toMatchObject({ _id: booking._id, openAmount: booking.price - 5000 });

    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/booking/${booking._id}`,
      headers: bearerEn(token, hotel.id),
    });
    expect(bar.openAmount).toBe(detail.json().openAmount);
  });
});
