// The auth module's public surface.
export { authRoutes } from './auth.routes';
export { createAuthService } from './auth.service';
export { PASSWORD_RESET_QUEUE, passwordResetQueue } from './password-reset.job';
