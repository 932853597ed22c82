import { bearerEn, createOwnedHotel } from './factories';
import { createRooms, createRoomType } from './reservation-factories';
import type { TestApp } from './test-app';

/** A bookings export as the CSV import tests write it: semicolons, a header, ids in column 1. */
export const CSV_TEMPLATE = [
  'external_id',
  'arrival',
  'departure',
  'room_number',
  'first_name',
  'last_name',
  'email',
  'adults',
  'price',
  'status',
  'notes',
];
export const CSV_HEADER =
  'Nr;Anreise;Abreise;Zimmer;Vorname;Nachname;E-Mail;Erw;Preis;Status;Notiz';

export interface CsvTestRow {
  id: string;
  arrival: string;
  departure: string;
  room: string;
  first: string;
  last: string;
  email?: string;
  adults?: number;
  price?: string;
  status?: string;
  notes?: string;
}

export function csvLine(row: CsvTestRow): string {
  return [
    row.id,
    row.arrival,
    row.departure,
    row.room,
    row.first,
    row.last,
    row.email ?? '',
    String(row.adults ?? 2),
    row.price ?? '',
    row.status ?? '',
    row.notes ?? '',
  ].join(';');
}

export const csvText = (rows: CsvTestRow[]) =>
  [CSV_HEADER, ...rows.map(csvLine)].join('\r\n') + '\r\n';

export const csvUpload = (text: string, name = 'buchungen.csv') => ({
  name,
  content_base64: Buffer.from(text, 'utf8').toString('base64'),
});

/** The settings form as the tests fill it (manual upload unless told otherwise). */
export function csvSettings(values: Record<string, unknown> = {}) {
  return {
    header: true,
    separator: 'semicolon',
    column_template: CSV_TEMPLATE,
    smb_share: '',
    domain: '',
    username: '',
    file_path: '',
    method: 'none',
    interval: 60,
    ...values,
  };
}

/**
 * A hotel with its owner, rooms 101–103 of one type, the import's settings saved (manual upload,
 * CSV_TEMPLATE), and `call` as the owner in English.
 */
export async function createCsvImportScene(t: TestApp) {
  const { hotel, token, owner } = await createOwnedHotel(t.app, t.db);
  const roomType = await createRoomType(t.db, hotel.id, { name: 'Double' });
  const rooms = await createRooms(t.db, hotel.id, roomType.id, 3);
  const headers = bearerEn(token, hotel.id);
  const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const saveSettings = async (values: Record<string, unknown> = {}) => {
    const response = await call('PUT', '/api/hotel/csv-import', csvSettings(values));
    if (response.statusCode !== 200) throw new Error(`settings: ${response.body}`);
    return response.json();
  };
  // Manual upload with the tests' template, as an owner would set it up first.
  await saveSettings();
  return { hotel, token, owner, roomType, rooms, headers, call, saveSettings };
}
