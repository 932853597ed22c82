// The hotels module's public surface: its routes and service, and the hotel's setting and
// counters that other modules read.
export { hotelsRoutes } from './hotels.routes';
export { createHotelsService, type HotelsService } from './hotels.service';
export { createHotelsRepository } from './hotels.repository';
export { findHotelPayments, findHotelSetting } from './hotel-setting';
export { nextHotelNumber, nextHotelNumberQuery } from './hotel-counters';
export { toCsvImport, toPublicPagePlugin } from './hotel-integrations-response';
export { insertHotel, symbolCodeTaken, type CreateHotel } from './hotel-create';
