// The locks module's public surface: the staff calls, and opening a door with its record (the
// guest app opens through the same function).
export { locksRoutes } from './locks.routes';
export { createLocksService, type LocksService } from './locks.service';
export { openLockAndRecord } from './open-lock';
export { accessSettingsChanged, resyncEveryStay } from './lock-resync';
export { assertPasswordForAccount } from './bwonline-account-change';
