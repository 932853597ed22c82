// RoomRaccoon (issue 16): the OTA connection's settings and the endpoint RoomRaccoon pushes to.
export { roomRaccoonSettingsRoutes } from './roomraccoon-settings.routes';
export {
  createRoomRaccoonSettingsService,
  type RoomRaccoonSettingsService,
} from './roomraccoon-settings.service';
export { roomRaccoonOtaRoutes } from './roomraccoon-ota.routes';
export { createRoomRaccoonOtaService, type RoomRaccoonOtaService } from './roomraccoon-ota.service';
export { createRoomRaccoonRepository } from './roomraccoon.repository';
export { roomRaccoonPluginOf } from './roomraccoon-plugin';
