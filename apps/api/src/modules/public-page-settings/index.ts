// The public booking page's staff settings (/plugins/public_page).
export { publicPageSettingsRoutes } from './public-page-settings.routes';
export {
  createPublicPageSettingsService,
  type PublicPageSettingsService,
} from './public-page-settings.service';
