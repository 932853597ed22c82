// The guest-notifications module's public surface: settings and calls routes, their services,
// the jobs (event handler, dispatcher, delivery), and the delivery status others finish.
export {
  createDeliveryStatusRepository,
  type DeliveryStatusRepository,
} from './delivery-status.repository';
export { notificationSettingsRoutes } from './notification-settings.routes';
export {
  createNotificationSettingsService,
  type NotificationSettingsService,
} from './notification-settings.service';
export {
  effectiveNotificationSettings,
  DEFAULT_ALLOWED_COUNTRIES,
  type StoredNotificationSettings,
} from './notification-settings';
export { DEFAULT_TEMPLATES } from './default-templates';
export { guestNotificationJobs, DISPATCH_EVERY_SECONDS } from './guest-notifications.jobs';
export {
  createNotificationDispatcher,
  DELIVER_QUEUE,
  DISPATCH_QUEUE,
  type NotificationDispatcher,
  type SmsGatewayFor,
} from './notification-dispatcher';
export { guestNotificationsRoutes } from './guest-notifications.routes';
export {
  createGuestNotificationsService,
  type GuestNotificationsService,
} from './guest-notifications.service';
export { scheduleForEvent } from './notification-scheduler';
