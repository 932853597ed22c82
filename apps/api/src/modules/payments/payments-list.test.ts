import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { eq } from 'drizzle-orm';
import { payments } from '../../db/schema-operations';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, bearerEn } from '../../test/factories';
import { createGuest } from '../../test/reservation-factories';
import { createBooking, hotelWithBooking, postPayment } from '../../test/payment-factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * Two bookings and five payments recorded at known moments (Europe/Berlin, summer time):
 *   1 cash   1000 paid      2031-05-01 10:00 local
 *   2 card   2000 pending   2031-05-01 23:30 local (21:30 UTC)
 *   3 card   3000 paid      2031-05-02 00:30 local (22:30 UTC on the 1st)
 *   4 bank   4000 canceled  2031-05-03 12:00 local   (second booking)
 *   5 cash    550 new       2031-05-04 09:00 local   (second booking)
 */
async function hotelWithPayments() {
  const setup = await hotelWithBooking(t.app, t.db);
  const { hotel, token } = setup;
  const guest = await createGuest(t.db, hotel.id, { firstName: 'Anna', lastName: 'Schmidt' });
  const second = await createBooking(t.app, token, hotel.id, {
    roomType: setup.roomType.id,
    mainGuest: guest.id,
  });
  const plan = [
    [setup.booking._id, 'cash', 1000, 'paid', '2031-05-01T08:00:00Z'],
    [setup.booking._id, 'card', 2000, 'pending', '2031-05-01T21:30:00Z'],
    [setup.booking._id, 'card', 3000, 'paid', '2031-05-01T22:30:00Z'],
    [second._id, 'bank_transfer', 4000, 'canceled', '2031-05-03T10:00:00Z'],
    [second._id, 'cash', 550, 'new', '2031-05-04T07:00:00Z'],
  ] as const;
  for (const [booking, method, amount, status, createdAt] of plan) {
    const response = await postPayment(t.app, token, hotel.id, {
      booking,
      method,
      amount,
      status: status === 'canceled' ? 'new' : status,
    });
    const id = response.json()._id;
    if (status === 'canceled') {
      await t.app.inject({
        method: 'PUT',
        url: `/api/payment/${id}`,
        headers: bearerEn(token, hotel.id),
        payload: { status: 'canceled' },
      });
    }
    await t.db
      .update(payments)
      .set({ createdAt: new Date(createdAt) })
      .where(eq(payments.id, id));
  }
  return { ...setup, second };
}

const list = (token: string, hotelId: string, query: string) =>
  t.app.inject({ method: 'GET', url: `/api/payment?${query}`, headers: bearerEn(token, hotelId) });

describe('GET /api/payment', () => {
  it('lists newest first with booking number and guest, totals over every match', async () => {
    const { hotel, token, booking, second } = await hotelWithPayments();
    const response = await list(token, hotel.id, 'limit=2');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ total: 5, page: 1, limit: 2, currency: 'EUR' });
    expect(body.items.map((item: { number: number }) => item.number)).toEqual([5, 4]);
    expect(body.items[0].booking).toEqual({
      _id: second._id,
      number: second.number,
      guestName: 'Anna Schmidt',
    });
    // Paid money is the total; the canceled €40 and the awaited €25.50 are never added to it.
    expect(body.totals.all).toEqual({ count: 5 });
    expect(body.totals.paid).toEqual({ count: 2, amount: 4000 });
    expect(body.totals.awaiting).toEqual({ count: 2, amount: 2550 });
    expect(body.totals.byStatus).toEqual({
      new: { count: 1, amount: 550 },
      pending: { count: 1, amount: 2000 },
      paid: { count: 2, amount: 4000 },
      expired: { count: 0, amount: 0 },
      canceled: { count: 1, amount: 4000 },
    });
    // What was paid, per method: the pending card and the canceled transfer are not in it.
    expect(body.totals.byMethod).toEqual({
      cash: { count: 1, amount: 1000 },
      card: { count: 1, amount: 3000 },
      bank_transfer: { count: 0, amount: 0 },
      online: { count: 0, amount: 0 },
    });
    const page3 = (await list(token, hotel.id, 'limit=2&page=3')).json();
    expect(page3.items.map((item: { number: number }) => item.number)).toEqual([1]);
    expect(page3.totals.all.count).toBe(5);
    const byBooking = (await list(token, hotel.id, `booking=${booking._id}`)).json();
    expect(byBooking.total).toBe(3);
  });

  it('filters by status, method, booking number and days in the hotel’s time zone', async () => {
    const { hotel, token, second } = await hotelWithPayments();
    const numbers = async (query: string) =>
      (await list(token, hotel.id, `sort=number&${query}`))
        .json()
        .items.map((item: { number: number }) => item.number);
    expect(await numbers('status=paid,canceled')).toEqual([1, 3, 4]);
    expect(await numbers('method=card')).toEqual([2, 3]);
    expect(await numbers(`number=${second.number}`)).toEqual([4, 5]);
    // 22:30 UTC on the 1st is already the 2nd in Berlin.
    expect(await numbers('from=2031-05-01&to=2031-05-01')).toEqual([1, 2]);
    expect(await numbers('from=2031-05-02&to=2031-05-03')).toEqual([3, 4]);
    expect(await numbers('from=2031-05-04')).toEqual([5]);
    const filtered = (await list(token, hotel.id, 'method=card&status=paid')).json();
    expect(filtered.totals.all).toEqual({ count: 1 });
    expect(filtered.totals.paid).toEqual({ count: 1, amount: 3000 });
    const canceledOnly = (await list(token, hotel.id, 'status=canceled')).json();
    expect(canceledOnly.totals.paid).toEqual({ count: 0, amount: 0 });
    expect(canceledOnly.totals.byStatus.canceled).toEqual({ count: 1, amount: 4000 });
    expect(filtered.totals.byMethod.cash).toEqual({ count: 0, amount: 0 });
    const sorted = (await list(token, hotel.id, 'sort=-amount')).json();
    expect(sorted.items.map((item: { amount: number }) => item.amount)).toEqual([
      4000, 3000, 2000, 1000, 550,
    ]);
  });

  it('refuses bad filters with field messages, and sees only its own hotel', async () => {
    const { hotel, token } = await hotelWithPayments();
    const bad = await list(
      token,
      hotel.id,
      'status=paid,lost&method=cheque&from=2031-05-04&to=2031-05-01',
    );
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .issues.map((issue: { path: string }) => issue.path)
        .sort(),
    ).toEqual(['method', 'status', 'to']);
    const other = await hotelWithBooking(t.app, t.db);
    const empty = (await list(other.token, other.hotel.id, '')).json();
    expect(empty.total).toBe(0);
    expect(empty.totals.all).toEqual({ count: 0 });
    expect(empty.totals.paid).toEqual({ count: 0, amount: 0 });
    // A hotel header of a hotel the caller does not belong to is refused.
    expect((await list(other.token, hotel.id, '')).statusCode).toBe(403);
  });
});

describe('GET /api/payment/export', () => {
  it('gives German CSV with semicolons, decimal comma and translated values', async () => {
    const { hotel, token, booking } = await hotelWithPayments();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/payment/export?format=csv&sort=number&status=paid,new',
      headers: { ...bearer(token, hotel.id), 'accept-language': 'de' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="payments-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const parsed = Papa.parse<string[]>(response.body.replace(/^\uFEFF/, ''), { delimiter: ';' });
    const [header, first, , third] = parsed.data;
    expect(header).toEqual([
      'Zahlungsnr.',
      'Buchungsnr.',
      'Gast',
      'Status',
      'Zahlungsart',
      'Betrag (EUR)',
      'Gibt Zimmerzugang frei',
      'Bezahlt am',
      'Erfasst',
      'Notiz',
    ]);
    expect(first!.slice(0, 7)).toEqual([
      '1',
      String(booking.number),
      'Jörg Müller',
      'bezahlt',
      'Bar',
      '10,00',
      'nein',
    ]);
    expect(first![8]).toBe('2031-05-01 10:00');
    expect(third!.slice(0, 6)).toEqual([
      '5',
      expect.any(String),
      'Anna Schmidt',
      'neu',
      'Bar',
      '5,50',
    ]);
    expect(parsed.data.filter((row) => row.length > 1)).toHaveLength(4);
  });

  it('gives an English XLSX with numbers that reads back', async () => {
    const { hotel, token } = await hotelWithPayments();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/payment/export?format=xlsx&method=card&sort=number',
      headers: bearerEn(token, hotel.id),
    });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Payments')!;
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(1).getCell(1).value).toBe('Payment no.');
    expect(sheet.getRow(2).getCell(1).value).toBe(2);
    expect(sheet.getRow(2).getCell(4).value).toBe('pending');
    expect(sheet.getRow(2).getCell(5).value).toBe('Card at the desk');
    expect(sheet.getRow(2).getCell(6).value).toBe(20);
    expect(sheet.getRow(3).getCell(6).value).toBe(30);
  });
});
