// The guests module's public surface.
export { guestsRoutes } from './guests.routes';
export { createGuestsService } from './guests.service';
export { findOrCreateVisitorGuest, type VisitorDetails } from './guest-of-visitor';
