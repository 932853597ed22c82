export { formatDateTime, formatStayDate } from '@/lib/date-format';

export function guestName(guest: { firstName: string; lastName: string } | null): string {
  return guest ? `${guest.firstName} ${guest.lastName}`.trim() : '';
}
