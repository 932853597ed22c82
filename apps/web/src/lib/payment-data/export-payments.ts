import type { PaymentListQuery } from '@hotel/shared/contracts/payments';
import { downloadExport } from '@/lib/download-export';

/** GET /api/payment/export: the filtered list (all pages) as CSV or Excel. */
export function exportPayments(
  filters: Omit<PaymentListQuery, 'page' | 'limit'>,
  format: 'csv' | 'xlsx',
) {
  return downloadExport('/payment/export', { ...filters, format }, `payments.${format}`);
}
