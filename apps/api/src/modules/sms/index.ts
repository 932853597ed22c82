// The SMS module's public surface: the provider settings and the delivery-report webhooks.
export { smsSettingsRoutes } from './sms.routes';
export { createSmsSettingsService, type SmsSettingsService } from './sms-settings.service';
export { smsWebhooksRoutes } from './sms-webhooks.routes';
export { createSmsWebhooksService, type SmsWebhooksService } from './sms-webhooks.service';
