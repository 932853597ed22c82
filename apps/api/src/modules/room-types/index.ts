// The room-types module's public surface.
export { roomTypesRoutes } from './room-types.routes';
export { createRoomTypesService } from './room-types.service';
export { createRoomTypesRepository, type RoomTypeWithRelations } from './room-types.repository';
