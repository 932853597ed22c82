// The rooms module's public surface.
export { roomsRoutes } from './rooms.routes';
export { createRoomsService } from './rooms.service';
