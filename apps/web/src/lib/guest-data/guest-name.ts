/** "Eva Huber", as lists, dialogs and messages name a guest; no guest reads as ''. */
export function guestName(guest: { firstName: string; lastName: string } | null): string {
  return guest ? `${guest.firstName} ${guest.lastName}`.trim() : '';
}
