// The bell's public surface: its routes, the repository behind them and the event handler.
export { staffNotificationsRoutes } from './staff-notifications.routes';
export { bookingReceivedHandler } from './staff-notifications.jobs';
export {
  createStaffNotificationsRepository,
  recordBookingReceived,
  type StaffNotificationsService,
} from './staff-notifications.repository';
