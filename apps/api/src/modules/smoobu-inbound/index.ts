// Smoobu's reservations coming in (issue 16): the webhook, its job, the safety-net pull.
export { smoobuWebhookRoutes } from './smoobu-webhook.routes';
export { createSmoobuWebhookService, type SmoobuWebhookService } from './smoobu-webhook';
export { createSmoobuInbound, type SmoobuInbound } from './smoobu-inbound';
export { createSmoobuPuller } from './smoobu-puller';
export { smoobuInboundJobs, SMOOBU_APPLY_QUEUE } from './smoobu-inbound.jobs';
export { mapSmoobuReservation } from './smoobu-reservation-mapping';
