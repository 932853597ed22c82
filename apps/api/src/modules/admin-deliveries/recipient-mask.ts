/**
 * A recipient the platform operator can recognise without reading it: the first letters of an
 * email's mailbox and its domain (`an***@example.com`), a number's country prefix and last two
 * digits (`+49 *** **78`). The stored value is never sent to the admin area.
 */
export function maskRecipient(recipient: string): string {
  const value = recipient.trim();
  if (value === '') return '';
  const at = value.lastIndexOf('@');
  if (at > 0) {
    const mailbox = value.slice(0, at);
    const shown = mailbox.length >= 4 ? 2 : 1;
    return `${mailbox.slice(0, shown)}***${value.slice(at)}`;
  }
  const digits = value.replace(/\D/g, '');
  if (digits.length < 6) return '***';
  const prefix = value.startsWith('+') ? `+${digits.slice(0, 2)} ` : '';
  return `${prefix}*** **${digits.slice(-2)}`;
}
