// The admin deliveries module's public surface (issue 18, /admin/guest_notification).
export { adminDeliveriesRoutes } from './admin-deliveries.routes';
export {
  createAdminDeliveriesService,
  type AdminDeliveriesService,
} from './admin-deliveries.service';
