import {
  SmoobuError,
  type SmoobuApi,
  type SmoobuReservation,
} from '../../adapters/channels/smoobu-api';
import type { SmoobuClientFor } from '../../adapters/channels/resolve-smoobu';
import type { Db } from '../../db/client';
import type { ChannelReservationRow } from '../../db/schema-channels';
import {
  claimSending,
  deleteSmoobuRow,
  outboundBookingOf,
  smoobuRowOfBooking,
  takeOverSending,
  updateSmoobuRow,
} from './smoobu-outbound.repository';
import { readSmoobuOutboundSettings } from './smoobu-outbound-settings';
import {
  bookingNumberInNotice,
  differsAtSmoobu,
  outboundTargetOf,
  type OutboundTarget,
} from './smoobu-outbound-target';
import type { SmoobuPushJob } from './smoobu-outbound-queue';

/**
 * How long a `sending` row belongs to the job that wrote it (its `updated_at` is the lease).
 * Longer than one Smoobu call can take (rate-limit waits and retries included), so a second job
 * for the booking never sends beside a first one that is still waiting for Smoobu's answer.
 */
export const SENDING_LEASE_MS = 5 * 60_000;
/** A lease given back: the row stays `sending` (Smoobu may have it) but nobody is sending. */
const RELEASED = new Date(0);

/** Another job is sending this booking right now; this one is retried later. */
export class SmoobuSendInProgress extends Error {
  constructor() {
    super('Another job is sending this booking to Smoobu');
    this.name = 'SmoobuSendInProgress';
  }
}

export type SmoobuPushOutcome =
  'skipped' | 'created' | 'updated' | 'unchanged' | 'canceled' | 'recreated';

/** A Smoobu call failed after the row was written; `externalId` names what it was about. */
export class SmoobuPushFailed extends Error {
  constructor(
    readonly failure: SmoobuError,
    readonly externalId: string | null,
  ) {
    super(failure.message);
    this.name = 'SmoobuPushFailed';
  }
}

const sameStay = (current: SmoobuReservation, target: OutboundTarget) =>
  current.apartment.id === target.apartmentId &&
  current.arrival === target.arrival &&
  current.departure === target.departure;

/**
 * The outbound sync (issue 16): brings one of our bookings in line with Smoobu from its state
 * now, so every job is idempotent. `channel_reservations` remembers what Smoobu has: a row in
 * `sending` before the POST (the claim), `synced` with Smoobu's id after it, `canceled` after
 * the DELETE. A `sending` row left by a send whose answer was lost is looked up at Smoobu by
 * our marker in the notice before anything is sent again. Smoobu's PUT cannot change dates or
 * apartment, so a move cancels there and creates anew.
 */
export function createSmoobuOutbound(deps: { db: Db; smoobuClientFor: SmoobuClientFor }) {
  const { db } = deps;

  /** Smoobu's reservation a lost send created, found by apartment, arrival and our marker. */
  async function findLostSend(client: SmoobuApi, row: ChannelReservationRow, number: number) {
    if (!row.arrival || !row.departure || !row.channelUnit) return null;
    const candidates = await client.reservations({
      apartmentId: row.channelUnit,
      arrivalFrom: row.arrival,
      arrivalTo: row.arrival,
    });
    return (
      candidates.find(
        (candidate) =>
          candidate.type !== 'cancellation' &&
          candidate.departure === row.departure &&
          bookingNumberInNotice(candidate.notice) === number,
      ) ?? null
    );
  }

  /** Settles a `sending` row: Smoobu has it (synced) or not (the row goes); null: gone. */
  async function settleSending(client: SmoobuApi, row: ChannelReservationRow, number: number) {
    const staleBefore = new Date(Date.now() - SENDING_LEASE_MS);
    if (!(await takeOverSending(db, row.id, staleBefore))) throw new SmoobuSendInProgress();
    const sent = await findLostSend(client, row, number);
    if (!sent) {
      await deleteSmoobuRow(db, row.id);
      return null;
    }
    await updateSmoobuRow(db, row.id, { state: 'synced', externalId: sent.id, error: null });
    return { ...row, state: 'synced' as const, externalId: sent.id };
  }

  async function cancelAtSmoobu(client: SmoobuApi, externalId: string) {
    try {
      await client.cancelReservation(externalId);
    } catch (error) {
      if (!(error instanceof SmoobuError)) throw error;
      // Gone at Smoobu already: what we wanted.
      if (error.kind === 'not_found') return;
      throw new SmoobuPushFailed(error, externalId);
    }
  }

  /**
   * POSTs the booking (never retried inside the client: see SmoobuClientOptions.retries). A
   * refusal is final only when Smoobu has no reservation with our marker: an earlier POST whose
   * answer was lost may have made it, and Smoobu then refuses this one (the apartment is taken
   * by our own reservation); the row must not go then, or that reservation is left orphaned.
   */
  async function create(
    client: SmoobuApi,
    job: SmoobuPushJob,
    target: OutboundTarget,
    number: number,
  ) {
    const claimed = await claimSending(db, job.hotelId, job.bookingId, target);
    if (!claimed) throw new SmoobuSendInProgress();
    try {
      const externalId = await client.createReservation(target.input);
      await updateSmoobuRow(db, claimed.id, { state: 'synced', externalId, error: null });
    } catch (error) {
      if (!(error instanceof SmoobuError)) throw error;
      let failure = error;
      if (error.kind === 'rejected') {
        try {
          const sent = await findLostSend(client, claimed, number);
          if (sent) {
            await updateSmoobuRow(db, claimed.id, {
              state: 'synced',
              externalId: sent.id,
              error: null,
            });
            return;
          }
        } catch (lookup) {
          if (!(lookup instanceof SmoobuError)) throw lookup;
          // Unknown whether Smoobu has ours: left to the retry like a lost answer.
          failure = lookup;
        }
      }
      if (failure === error && error.kind !== 'unreachable') {
        // Smoobu answered and has nothing of ours.
        await deleteSmoobuRow(db, claimed.id);
      } else {
        // Smoobu may have created it: the row stays `sending`, and the retry looks it up.
        await updateSmoobuRow(db, claimed.id, { error: failure.detail, updatedAt: RELEASED });
      }
      throw new SmoobuPushFailed(failure, null);
    }
  }

  /** Smoobu's copy of our reservation; a failure to read it fails the job (retried). */
  async function readAtSmoobu(client: SmoobuApi, externalId: string) {
    try {
      return await client.reservation(externalId);
    } catch (error) {
      if (!(error instanceof SmoobuError)) throw error;
      throw new SmoobuPushFailed(error, externalId);
    }
  }

  /** PUT what changed (guest, counts, price, notice); nothing when Smoobu has it already. */
  async function update(
    client: SmoobuApi,
    row: ChannelReservationRow,
    current: SmoobuReservation,
    target: OutboundTarget,
  ) {
    if (!differsAtSmoobu(current, target.input)) return 'unchanged';
    try {
      await client.updateReservation(current.id, target.input);
    } catch (error) {
      if (!(error instanceof SmoobuError)) throw error;
      throw new SmoobuPushFailed(error, current.id);
    }
    await updateSmoobuRow(db, row.id, { guestName: target.guestName, error: null });
    return 'updated';
  }

  /**
   * A booking Smoobu has: updated in place, canceled there, or (moved: Smoobu cannot change
   * dates or apartment) canceled there to be created anew. Smoobu's own copy says where it
   * stands now (the row's unit and dates may be the inbound sync's echo).
   */
  async function followSynced(
    client: SmoobuApi,
    row: ChannelReservationRow,
    externalId: string,
    target: OutboundTarget | null,
  ): Promise<SmoobuPushOutcome | 'moved'> {
    const current = await readAtSmoobu(client, externalId);
    const goneThere = !current || current.type === 'cancellation';
    if (!target) {
      if (!goneThere) await cancelAtSmoobu(client, externalId);
      await updateSmoobuRow(db, row.id, { state: 'canceled', error: null });
      return 'canceled';
    }
    // Canceled or deleted at Smoobu while it stands here: for the inbound sync to bring here.
    if (goneThere) return 'unchanged';
    if (sameStay(current, target)) return update(client, row, current, target);
    await cancelAtSmoobu(client, externalId);
    // The canceled reservation stays known as ours, without the booking (a booking has one
    // row per channel).
    await updateSmoobuRow(db, row.id, { state: 'canceled', error: null, bookingId: null });
    return 'moved';
  }

  return {
    async push(job: SmoobuPushJob): Promise<SmoobuPushOutcome> {
      const settings = await readSmoobuOutboundSettings(db, job.hotelId);
      if (!settings.enabled) return 'skipped';
      let row = await smoobuRowOfBooking(db, job.hotelId, job.bookingId);
      // It came from Smoobu: never sent back.
      if (row?.direction === 'inbound') return 'skipped';
      const booking = await outboundBookingOf(db, job.hotelId, job.bookingId);
      const target = outboundTargetOf(booking, settings);
      if (!row && !target) return 'skipped';
      const client = await deps.smoobuClientFor(job.hotelId);
      if (!client) return 'skipped';

      if (row?.state === 'sending') {
        try {
          row = await settleSending(client, row, booking?.number ?? -1);
        } catch (error) {
          if (error instanceof SmoobuError) throw new SmoobuPushFailed(error, null);
          throw error;
        }
      }
      let moved = false;
      if (row?.state === 'synced' && row.externalId) {
        const outcome = await followSynced(client, row, row.externalId, target);
        if (outcome !== 'moved') return outcome;
        moved = true;
      } else if (row && target) {
        // Canceled earlier and standing again: the old row keeps its Smoobu id, without us.
        await updateSmoobuRow(db, row.id, { bookingId: null });
      }
      if (!target) return 'unchanged';
      await create(client, job, target, booking?.number ?? -1);
      return moved ? 'recreated' : 'created';
    },
  };
}

export type SmoobuOutbound = ReturnType<typeof createSmoobuOutbound>;
