/** Query keys of the CSV import page; every key carries the hotel it belongs to. */
export const csvImportKeys = {
  all: ['plugins', 'csvImport'] as const,
  state: (hotelId: string | null) => [...csvImportKeys.all, hotelId, 'state'] as const,
};
