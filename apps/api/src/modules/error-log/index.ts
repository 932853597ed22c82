// The error log's public surface (issue 18): the recorder, the routes, the retention job.
export { createErrorRecorder, describeThrown, type ErrorRecorder } from './error-log.recorder';
export { createErrorLogService, type ErrorLogService } from './error-log.service';
export { clientErrorRoutes, errorLogRoutes } from './error-log.routes';
export { captureServerError } from './server-error-capture';
export { ERROR_LOG_RETENTION_QUEUE, errorLogJobs } from './error-log.jobs';
