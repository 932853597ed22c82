// The guest app's staff settings (PUT /api/hotel/guest_app).
export { guestAppSettingsRoutes } from './guest-app-settings.routes';
export {
  createGuestAppSettingsService,
  type GuestAppSettingsService,
} from './guest-app-settings.service';
