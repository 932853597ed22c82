// The Smoobu plugin's wizard (issue 16).
export { smoobuPluginRoutes } from './smoobu-plugin.routes';
export { createSmoobuPluginService, type SmoobuPluginService } from './smoobu-plugin.service';
export type { SmoobuClients } from './smoobu-clients';
export { readSmoobuSettings, patchSmoobuSettings, type SmoobuSettings } from './smoobu-settings';
export { wizardCall } from './smoobu-clients';
export { findSmoobuSyncState, hotelOfSmoobuToken, smoobuWebhookUrl } from './smoobu-sync-state';
