import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { addDays } from '@hotel/shared/stay-dates';
import { bookings } from '../../db/schema-bookings';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, bearerEn, createOwnedHotel } from '../../test/factories';
import { createGuest, createRooms, createRoomType } from '../../test/reservation-factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function hotelWithBookings() {
  const { hotel, token } = await createOwnedHotel(t.app, t.db);
  const roomType = await createRoomType(t.db, hotel.id, { name: 'Double' });
  const [room] = await createRooms(t.db, hotel.id, roomType.id, 1);
  const guest = await createGuest(t.db, hotel.id, { firstName: 'Jörg', lastName: 'Müller' });
  for (const [arrival, departure] of [
    ['2031-09-01', '2031-09-03'],
    ['2031-09-05', '2031-09-06'],
  ]) {
    await t.app.inject({
      method: 'POST',
      url: '/api/booking/',
      headers: bearerEn(token, hotel.id),
      payload: { roomType: roomType.id, room: room!.id, arrival, departure, mainGuest: guest.id },
    });
  }
  return { hotel, token };
}

describe('booking export', () => {
  it('gives German CSV with BOM, semicolons, translated headers and a decimal comma', async () => {
    const { hotel, token } = await hotelWithBookings();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/booking/export?format=csv&sort=number',
      headers: { ...bearer(token, hotel.id), 'accept-language': 'de' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="bookings-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const parsed = Papa.parse<string[]>(response.body.replace(/^\uFEFF/, ''), { delimiter: ';' });
    const [header, first, second] = parsed.data;
    expect(header!.slice(0, 3)).toEqual(['Buchungsnr.', 'Status', 'Zimmertyp']);
    expect(first!.slice(0, 5)).toEqual(['1', 'neu', 'Double', '101', 'Jörg Müller']);
    expect(first![header!.indexOf('Preis (EUR)')]).toBe('200,00');
    expect(second![0]).toBe('2');
  });

  it('writes a guest name that looks like a formula as text', async () => {
    const { hotel, token } = await createOwnedHotel(t.app, t.db);
    const roomType = await createRoomType(t.db, hotel.id);
    await createRooms(t.db, hotel.id, roomType.id, 1);
    const guest = await createGuest(t.db, hotel.id, { firstName: '=1+1', lastName: '' });
    await t.app.inject({
      method: 'POST',
      url: '/api/booking/',
      headers: bearerEn(token, hotel.id),
      payload: {
        roomType: roomType.id,
        arrival: '2031-09-01',
        departure: '2031-09-02',
        mainGuest: guest.id,
      },
    });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/booking/export?format=csv',
      headers: bearerEn(token, hotel.id),
    });
    const [header, row] = Papa.parse<string[]>(response.body.replace(/^\uFEFF/, '')).data;
    expect(row![header!.indexOf('Main guest')]).toBe("'=1+1");
  });

  it("dates the rows and the file name by the hotel's day, not the UTC day", async () => {
    const { hotel, token } = await hotelWithBookings();
    // 23:30 UTC today is already tomorrow in the hotel's Europe/Berlin.
    const lateEvening = new Date(`${new Date().toISOString().slice(0, 10)}T23:30:00Z`);
    const berlinDay = addDays(lateEvening.toISOString().slice(0, 10), 1);
    await t.db
      .update(bookings)
      .set({ createdAt: lateEvening })
      .where(eq(bookings.hotelId, hotel.id));
    vi.useFakeTimers({ toFake: ['Date'], now: lateEvening });
    try {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/booking/export?format=csv',
        headers: bearerEn(token, hotel.id),
      });
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="bookings-${berlinDay}.csv"`,
      );
      const [header, row] = Papa.parse<string[]>(response.body.replace(/^\uFEFF/, '')).data;
      expect(row![header!.indexOf('Created')]).toBe(berlinDay);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives an XLSX that reads back with the filtered rows', async () => {
    const { hotel, token } = await hotelWithBookings();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/booking/export?format=xlsx&arrival=2031-09-05,',
      headers: bearerEn(token, hotel.id),
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Bookings')!;
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(1).getCell(1).value).toBe('Booking no.');
    expect(sheet.getRow(2).getCell(1).value).toBe(2);
    expect(sheet.getRow(2).getCell(12).value).toBe(100);
  });
});
