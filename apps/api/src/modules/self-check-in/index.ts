// Self check-in (guest app), the registration forms staff read, and their retention job.
export { selfCheckInRoutes } from './self-check-in.routes';
export { createSelfCheckInService, type SelfCheckInService } from './self-check-in.service';
export { registrationRoutes } from './registration.routes';
export { createRegistrationService, type RegistrationService } from './registration.service';
export { GUEST_DATA_RETENTION_QUEUE, guestDataRetentionJobs } from './registration-retention.jobs';
