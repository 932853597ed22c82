// The door-lock provider settings (super admins): the admin area's locks and SOAP pages use them.
export { lockSettingsRoutes } from './lock-settings.routes';
export { createLockSettingsService, type LockSettingsService } from './lock-settings.service';
