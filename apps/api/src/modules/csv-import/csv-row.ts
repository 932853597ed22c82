import type { CsvField } from '@hotel/shared/contracts/csv-import';

/** A field's problem: an i18n key of `csvProblem` and its values (line added by the report). */
export interface CsvFieldError {
  field: CsvField;
  code: string;
  params?: Record<string, string | number>;
}

/** A row as a booking would take it; the import resolves room, guest and overlaps from it. */
export interface CsvBookingCandidate {
  line: number;
  /** The `external_id` column's value, or the row's stable hash (`h:` + hex) without one. */
  externalId: string;
  arrival: string;
  departure: string;
  roomNumber: string;
  firstName: string;
  lastName: string;
  email: string | null;
  mobile: string | null;
  adults: number;
  children: number;
  /** Minor units; null when the file has no price. */
  price: number | null;
  status: 'confirmed' | 'canceled';
  notes: string;
}
