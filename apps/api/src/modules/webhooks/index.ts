// Outgoing webhooks of the API plugin (issue 17): endpoints, signed deliveries and their log.
export { webhooksRoutes } from './webhooks.routes';
export { createWebhooksService, type WebhooksService } from './webhooks.service';
export { webhookJobs, WEBHOOK_DELIVER_QUEUE } from './webhooks.jobs';
