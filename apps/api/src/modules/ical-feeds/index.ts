// iCal availability feeds per room (issue 16): staff manage them, anyone with the address reads.
export { icalFeedFileRoutes, icalFeedsRoutes } from './ical-feeds.routes';
export { createIcalFeedsService, type IcalFeedsService } from './ical-feeds.service';
export { createIcalFeedsRepository } from './ical-feeds.repository';
