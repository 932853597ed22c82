// The guests module's public surface.
export { guestsRoutes } from './guests.routes';
export { createGuestsService } from './guests.service';
export {
  findOrCreateVisitorGuest,
  removeUnusedVisitorGuest,
  type VisitorDetails,
} from './guest-of-visitor';
