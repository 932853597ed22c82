// The locks module's public surface: opening a door now and recording who did.
export { openLockAndRecord } from './open-lock';
