// The room-service module's public surface: housekeeping's routes, service and jobs, and the
// cleaning records a booking's end writes.
export { roomServiceRoutes } from './room-service.routes';
export { createRoomServiceService } from './room-service.service';
export { cleaningJobs, hotelToday } from './cleaning.jobs';
export { cleaningWindow, ensureCleaningRecords, recordDeparture } from './cleaning-records';
