// The public-hotels module's public surface.
export { publicHotelsRoutes } from './public-hotels.routes';
export { createPublicHotelsService } from './public-hotels.service';
