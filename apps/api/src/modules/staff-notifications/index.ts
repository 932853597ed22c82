// The bell's public surface: its routes and service, the event handler, and the entry a
// received booking writes.
export { staffNotificationsRoutes } from './staff-notifications.routes';
export {
  createStaffNotificationsService,
  type StaffNotificationsService,
} from './staff-notifications.service';
export { bookingReceivedHandler } from './staff-notifications.jobs';
export {
  recordBookingReceived,
  recordChannelConflict,
  recordLockSyncFailed,
} from './staff-notifications.repository';
