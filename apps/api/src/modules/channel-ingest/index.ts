// The channel-agnostic inbound core (issue 16): Smoobu's webhook and pull and RoomRaccoon's OTA
// endpoint map what they were sent to a ChannelReservation and apply it here.
export { applyChannelReservation, type IngestDeps } from './apply-channel-reservation';
export type {
  ApplyChannelReservation,
  ChannelReservation,
  IngestOutcome,
  IngestResult,
} from './channel-reservation';
export { addOutcome, countsOfOutcome } from './ingest-counts';
export { ensureChannelSyncState, newInboundToken } from './channel-sync-state.repository';
export { describeReservationError, isPermanentRefusal } from './ingest-error';
export { findChannelReservation } from './channel-reservations.repository';
export { recordChannelSyncError } from './channel-sync-state.repository';
