import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { payments } from '../../db/schema-operations';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, bearerEn, createMember, loginAs } from '../../test/factories';
import { hotelWithBooking, postPayment } from '../../test/payment-factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const putPayment = (token: string, hotelId: string, id: string, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/payment/${id}`,
    headers: bearerEn(token, hotelId),
    payload,
  });

const getBooking = async (token: string, hotelId: string, id: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/booking/${id}`,
      headers: bearerEn(token, hotelId),
    })
  ).json();

describe('POST /api/payment', () => {
  it('records a payment with the next number, the hotel currency and a history entry', async () => {
    const { hotel, token, booking, owner } = await hotelWithBooking(t.app, t.db);
    const response = await postPayment(t.app, token, hotel.id, {
      booking: booking._id,
      method: 'cash',
      amount: 5000,
      notice: 'Deposit',
    });
    expect(response.statusCode).toBe(201);
    const payment = response.json();
    expect(payment).toMatchObject({
      number: 1,
      status: 'new',
      method: 'cash',
      amount: 5000,
      currency: 'EUR',
      grantsRoomAccess: false,
      notice: 'Deposit',
      paidAt: null,
      booking: { _id: booking._id, number: booking.number, guestName: 'Jörg Müller' },
    });
    const detail = await getBooking(token, hotel.id, booking._id);
    expect(detail.history[0]).toMatchObject({
      action: 'payment_added',
      user: { _id: owner.id },
      changes: [
        {
          field: 'payment',
          from: null,
          to: { number: 1, method: 'cash', amount: 5000, currency: 'EUR', status: 'new' },
        },
      ],
    });
  });

  it('sets paid at when created paid, and numbers follow each other per hotel', async () => {
    const { hotel, token, booking } = await hotelWithBooking(t.app, t.db);
    const before = Date.now();
    const first = await postPayment(t.app, token, hotel.id, {
      booking: booking._id,
      method: 'card',
      amount: 1,
      status: 'paid',
    });
    const second = await postPayment(t.app, token, hotel.id, {
      booking: booking._id,
      method: 'bank_transfer',
      amount: 2,
      status: 'pending',
    });
    expect(first.json().status).toBe('paid');
    expect(Date.parse(first.json().paidAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(second.json()).toMatchObject({ number: 2, status: 'pending', paidAt: null });
    // Another hotel counts from 1 on its own.
    const other = await hotelWithBooking(t.app, t.db);
    const otherPayment = await postPayment(t.app, other.token, other.hotel.id, {
      booking: other.booking._id,
      method: 'cash',
      amount: 100,
    });
    expect(otherPayment.json().number).toBe(1);
  });

  it('gives the spec messages for a missing method and a missing or zero amount, en and de', async () => {
    const { hotel, token, booking } = await hotelWithBooking(t.app, t.db);
    const missing = await postPayment(t.app, token, hotel.id, { booking: booking._id });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'method', message: 'Payment method is required' }),
        expect.objectContaining({
          path: 'amount',
          message: 'Amount is required and must be greater than 0',
        }),
      ]),
    );
    const zero = await postPayment(
      t.app,
      token,
      hotel.id,
      { booking: booking._id, method: 'teller', amount: 0 },
      { 'accept-language': 'de' },
    );
    expect(zero.json().issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'method', message: 'Zahlungsart ist erforderlich' }),
        expect.objectContaining({
          path: 'amount',
          message: 'Betrag ist erforderlich und muss größer als 0 sein',
        }),
      ]),
    );
    const fraction = await postPayment(t.app, token, hotel.id, {
      booking: booking._id,
      method: 'cash',
      amount: 10.5,
    });
    expect(fraction.json().issues[0].path).toBe('amount');
    const rows = await t.db.select().from(payments).where(eq(payments.hotelId, hotel.id));
    expect(rows).toHaveLength(0);
  });

  it('refuses a method the hotel does not accept, on the method field', async () => {
    const { hotel, token, booking } = await hotelWithBooking(t.app, t.db);
    const response = await postPayment(t.app, token, hotel.id, {
      booking: booking._id,
      method: 'online',
      amount: 100,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      expect.objectContaining({
        path: 'method',
        key: 'validation.paymentMethodNotAccepted',
        message: 'The hotel does not accept this payment method',
      }),
    ]);
  });

  it('answers 404 for an unknown booking and for another hotel’s booking', async () => {
    const { hotel, token } = await hotelWithBooking(t.app, t.db);
    const other = await hotelWithBooking(t.app, t.db);
    for (const bookingId of [other.booking._id, '00000000-0000-4000-8000-000000000000']) {
      const response = await postPayment(t.app, token, hotel.id, {
        booking: bookingId,
        method: 'cash',
        amount: 100,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Booking not found');
    }
    const rows = await t.db
      .select()
      .from(payments)
      .where(eq(payments.bookingId, other.booking._id));
    expect(rows).toHaveLength(0);
  });

  it('gives 20 simultaneous payments the numbers 1 to 20 without gaps or duplicates', async () => {
    const { hotel, token, booking } = await hotelWithBooking(t.app, t.db);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        postPayment(t.app, token, hotel.id, {
          booking: booking._id,
          method: 'cash',
          amount: 100 + index,
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(201));
    const numbers = responses.map((response) => response.json().number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
  });
});

describe('PUT /api/payment/{id}', () => {
  async function newPayment(status: 'new' | 'pending' | 'paid' = 'new') {
    const setup = await hotelWithBooking(t.app, t.db);
    const response = await postPayment(t.app, setup.token, setup.hotel.id, {
      booking: setup.booking._id,
      method: 'card',
      amount: 4000,
      status,
    });
    return { ...setup, payment: response.json() };
  }

  it('changes status, flag and notice; paid records paid at; history has the changed values', async () => {
    const { hotel, token, booking, payment } = await newPayment();
    const pending = await putPayment(token, hotel.id, payment._id, {
      status: 'pending',
      grantsRoomAccess: true,
    });
    expect(pending.statusCode).toBe(200);
    expect(pending.json()).toMatchObject({ status: 'pending', grantsRoomAccess: true });
    const paid = await putPayment(token, hotel.id, payment._id, { status: 'paid', notice: 'ok' });
    expect(paid.json()).toMatchObject({ status: 'paid', notice: 'ok' });
    expect(paid.json().paidAt).toEqual(expect.any(String));
    const detail = await getBooking(token, hotel.id, booking._id);
    expect(detail.history.slice(0, 2).map((entry: { changes: unknown }) => entry.changes)).toEqual([
      [
        {
          field: 'payment',
          from: { number: 1, status: 'pending', notice: '' },
          to: { number: 1, status: 'paid', notice: 'ok' },
        },
      ],
      [
        {
          field: 'payment',
          from: { number: 1, status: 'new', grantsRoomAccess: false },
          to: { number: 1, status: 'pending', grantsRoomAccess: true },
        },
      ],
    ]);
    expect(detail.history[0].action).toBe('payment_status');
  });

  it('writes no history when nothing changes', async () => {
    const { hotel, token, booking, payment } = await newPayment();
    const response = await putPayment(token, hotel.id, payment._id, { status: 'new', notice: '' });
    expect(response.statusCode).toBe(200);
    const detail = await getBooking(token, hotel.id, booking._id);
    expect(detail.history.map((entry: { action: string }) => entry.action)).toEqual([
      'payment_added',
      'created',
    ]);
  });

  it('refuses every change of a paid or canceled payment with 409, en and de', async () => {
    const paid = await newPayment('paid');
    const refused = await putPayment(paid.token, paid.hotel.id, paid.payment._id, {
      notice: 'later',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Payment 1 is paid and can no longer be changed');

    const other = await newPayment();
    await putPayment(other.token, other.hotel.id, other.payment._id, { status: 'canceled' });
    const german = await t.app.inject({
      method: 'PUT',
      url: `/api/payment/${other.payment._id}`,
      headers: { ...bearer(other.token, other.hotel.id), 'accept-language': 'de' },
      payload: { status: 'pending' },
    });
    expect(german.statusCode).toBe(409);
    expect(german.json().message).toBe(
      'Zahlung 1 ist storniert und kann nicht mehr geändert werden',
    );
    const [row] = await t.db.select().from(payments).where(eq(payments.id, other.payment._id));
    expect(row!.status).toBe('canceled');
  });

  it('refuses an unknown status and answers 404 for another hotel’s payment', async () => {
    const { hotel, token, payment } = await newPayment();
    const invalid = await putPayment(token, hotel.id, payment._id, { status: 'refunded' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().issues[0]).toMatchObject({
      path: 'status',
      message: 'This payment status does not exist',
    });
    const other = await newPayment();
    const foreign = await putPayment(token, hotel.id, other.payment._id, { status: 'paid' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Payment not found');
    const [row] = await t.db.select().from(payments).where(eq(payments.id, other.payment._id));
    expect(row!.status).toBe('new');
  });
});

describe('payments on the booking', () => {
  it('shows payments, paid and open amounts reaching 0 after a deposit and the rest', async () => {
    const { hotel, token, booking } = await hotelWithBooking(t.app, t.db);
    expect(booking.price).toBe(20000);
    const deposit = await postPayment(t.app, token, hotel.id, {
      booking: booking._id,
      method: 'bank_transfer',
      amount: 6000,
    });
    let detail = await getBooking(token, hotel.id, booking._id);
    expect(detail).toMatchObject({ paidAmount: 0, openAmount: 20000 });
    await putPayment(token, hotel.id, deposit.json()._id, { status: 'paid' });
    detail = await getBooking(token, hotel.id, booking._id);
    expect(detail).toMatchObject({ paidAmount: 6000, openAmount: 14000 });
    const rest = await postPayment(t.app, token, hotel.id, {
      booking: booking._id,
      method: 'card',
      amount: 14000,
      status: 'paid',
    });
    detail = await getBooking(token, hotel.id, booking._id);
    expect(detail).toMatchObject({ paidAmount: 20000, openAmount: 0 });
    expect(detail.payments.map((p: { number: number; amount: number }) => p.amount)).toEqual([
      6000, 14000,
    ]);
    // A payment kept in the hotel's former currency is not added to amounts in its current one.
    await t.db.update(payments).set({ currency: 'CHF' }).where(eq(payments.id, rest.json()._id));
    detail = await getBooking(token, hotel.id, booking._id);
    expect(detail).toMatchObject({ paidAmount: 6000, openAmount: 14000 });
  });

  it('lets the owner delete a hotel that has payments', async () => {
    const { hotel, token, booking } = await hotelWithBooking(t.app, t.db);
    await postPayment(t.app, token, hotel.id, {
      booking: booking._id,
      method: 'cash',
      amount: 100,
      status: 'paid',
    });
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/hotel/${hotel.id}`,
      headers: bearerEn(token),
    });
    expect(response.statusCode).toBe(204);
    const rows = await t.db.select().from(payments).where(eq(payments.hotelId, hotel.id));
    expect(rows).toHaveLength(0);
  });
});

describe('payment permissions', () => {
  it('viewBookings reads but may not record or change; without it everything is 403', async () => {
    const { hotel, token, booking } = await hotelWithBooking(t.app, t.db);
    const payment = (
      await postPayment(t.app, token, hotel.id, {
        booking: booking._id,
        method: 'cash',
        amount: 100,
      })
    ).json();
    const viewer = await loginAs(t.app, await createMember(t.db, hotel.id, ['viewBookings']));
    const nobody = await loginAs(t.app, await createMember(t.db, hotel.id, ['manageHotel']));
    const list = (who: string) =>
      t.app.inject({ method: 'GET', url: '/api/payment', headers: bearerEn(who, hotel.id) });
    const exportCsv = (who: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/payment/export',
        headers: bearerEn(who, hotel.id),
      });
    expect((await list(viewer)).statusCode).toBe(200);
    expect((await exportCsv(viewer)).statusCode).toBe(200);
    const create = await postPayment(t.app, viewer, hotel.id, {
      booking: booking._id,
      method: 'cash',
      amount: 100,
    });
    expect(create.statusCode).toBe(403);
    expect(create.json().message).toMatch(/manage bookings/i);
    expect((await putPayment(viewer, hotel.id, payment._id, { status: 'paid' })).statusCode).toBe(
      403,
    );
    expect((await list(nobody)).statusCode).toBe(403);
    expect((await exportCsv(nobody)).statusCode).toBe(403);
    expect((await putPayment(nobody, hotel.id, payment._id, { notice: 'x' })).statusCode).toBe(403);
    const manager = await loginAs(
      t.app,
      await createMember(t.db, hotel.id, ['viewBookings', 'manageBookings']),
    );
    const managed = await putPayment(manager, hotel.id, payment._id, { status: 'paid' });
    expect(managed.statusCode).toBe(200);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/payment' });
    expect(anonymous.statusCode).toBe(401);
  });
});
