// The payments module's public surface.
export { paymentsRoutes } from './payments.routes';
export { createPaymentsService } from './payments.service';
export { paymentSettingsRoutes } from './payment-settings.routes';
export { createPaymentSettingsService } from './payment-settings.service';
export {
  createPaymentRecords,
  type NewPaymentRecord,
  type PaymentChange,
  type PaymentRecords,
} from './payment-records';
export { createPaymentsRepository } from './payments.repository';
