import { z } from 'zod';
import type { Db } from '../../db/client';
import type { JobSender } from '../../jobs/registry';
import { AppError } from '../../lib/app-error';
import { hotelOfSmoobuToken, readSmoobuSettings } from '../smoobu-plugin';
import { SMOOBU_APPLY_QUEUE } from './smoobu-inbound.jobs';

/** Smoobu's reservation actions; its other webhooks (prices, messages) are answered and dropped. */
export const SMOOBU_RESERVATION_ACTIONS = [
  'newReservation',
  'updateReservation',
  'cancelReservation',
  'deleteReservation',
] as const;

/** Read loosely: only the action and the reservation's id are used, the rest is fetched. */
export const smoobuWebhookBodySchema = z.looseObject({
  action: z.string().max(100),
  data: z
    .looseObject({
      id: z.union([z.number().int().nonnegative(), z.string().trim().min(1).max(40)]).optional(),
    })
    .optional(),
});
export type SmoobuWebhookBody = z.infer<typeof smoobuWebhookBodySchema>;

export const TOKEN_MAX_LENGTH = 100;

/**
 * Smoobu's webhook (`POST /api/channel/smoobu/webhook/:token`): the token names the hotel; a
 * reservation action queues its fetch-and-apply job and answers at once. An unknown token, or a
 * hotel with Smoobu off, answers 404 and changes nothing.
 */
export function createSmoobuWebhookService(deps: { db: Db; jobs: JobSender }) {
  return {
    async receive(token: string, body: SmoobuWebhookBody): Promise<{ queued: boolean }> {
      const hotelId = await hotelOfSmoobuToken(deps.db, token);
      const settings = hotelId ? await readSmoobuSettings(deps.db, hotelId) : null;
      if (!hotelId || !settings?.enabled) {
        throw new AppError('NOT_FOUND', 'errors.smoobuWebhookUnknown');
      }
      const isReservation = (SMOOBU_RESERVATION_ACTIONS as readonly string[]).includes(body.action);
      const reservationId = body.data?.id;
      if (!isReservation || reservationId === undefined) return { queued: false };
      await deps.jobs.send(SMOOBU_APPLY_QUEUE, {
        hotelId,
        reservationId: String(reservationId),
      });
      return { queued: true };
    },
  };
}

export type SmoobuWebhookService = ReturnType<typeof createSmoobuWebhookService>;
