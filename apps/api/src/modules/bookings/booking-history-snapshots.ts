/**
 * What a history change stores about a record it refers to: the id and how it read at the
 * time, so the history shows "Double → Suite" instead of ids, even after a later rename.
 */
export interface GuestSnapshot {
  _id: string;
  firstName: string;
  lastName: string;
}

export const roomTypeSnapshot = (row: { id: string; name: string }) => ({
  _id: row.id,
  name: row.name,
});

export const roomSnapshot = (row: { id: string; number: string }) => ({
  _id: row.id,
  number: row.number,
});

export const guestSnapshot = (row: {
  id: string;
  firstName: string;
  lastName: string;
}): GuestSnapshot => ({ _id: row.id, firstName: row.firstName, lastName: row.lastName });

/** A booking's services by name, as the history lists them. */
export const serviceSnapshots = (items: readonly { _id: string; name: string }[]) =>
  items
    .map(({ _id, name }) => ({ _id, name }))
    .sort((a, b) => a.name.localeCompare(b.name) || a._id.localeCompare(b._id));
