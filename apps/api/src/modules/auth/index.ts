// The auth module's public surface.
export { authRoutes } from './auth.routes';
export { createAuthService } from './auth.service';
export { passwordResetQueue } from './password-reset.job';
