import type { z } from 'zod';
import { effectivePaymentSettings } from '@hotel/shared/contracts/payment-settings';
import type {
  Payment,
  PaymentListResponse,
  paymentCreateSchema,
  paymentListQuerySchema,
  paymentUpdateSchema,
} from '@hotel/shared/contracts/payments';
import {
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  canChangePaymentStatus,
  isFinalPaymentStatus,
  type PaymentStatus,
} from '@hotel/shared/payment-status';
import type { Language } from '@hotel/shared/i18n/messages';
import type { Db } from '../../db/client';
import { AppError, validationError } from '../../lib/app-error';
import type { Principal } from '../../lib/principal';
import type { ExportFormat } from '../../lib/spreadsheet-export';
import { bookingNotFound } from '../bookings';
import { findHotelPayments, findHotelSetting } from '../hotels';
import { exportPayments } from './payment-export';
import { createPaymentRecords } from './payment-records';
import {
  createPaymentsRepository,
  type PaymentFilter,
  type PaymentGroupTotal,
} from './payments.repository';

type CreateInput = z.output<typeof paymentCreateSchema>;
type UpdateInput = z.output<typeof paymentUpdateSchema>;
type ListQuery = z.output<typeof paymentListQuerySchema>;

const paymentNotFound = () => new AppError('NOT_FOUND', 'errors.paymentNotFound');

/** Not paid yet, but still expected: the statuses a payment leaves by being paid. */
const AWAITING: readonly PaymentStatus[] = ['new', 'pending'];

/**
 * Every status and method appears in the totals, with zeros where nothing matched. Only paid
 * money is added into the paid total and the methods; other statuses stay apart, each alone.
 */
function sumTotals(groups: PaymentGroupTotal[]): PaymentListResponse['totals'] {
  const zero = () => ({ count: 0, amount: 0 });
  const totals = {
    all: { count: 0 },
    paid: zero(),
    awaiting: zero(),
    byStatus: Object.fromEntries(PAYMENT_STATUSES.map((status) => [status, zero()])),
    byMethod: Object.fromEntries(PAYMENT_METHODS.map((method) => [method, zero()])),
  } as PaymentListResponse['totals'];
  for (const group of groups) {
    totals.all.count += group.count;
    const buckets = [totals.byStatus[group.status]];
    if (group.status === 'paid') buckets.push(totals.paid, totals.byMethod[group.method]);
    if (AWAITING.includes(group.status)) buckets.push(totals.awaiting);
    for (const bucket of buckets) {
      bucket.count += group.count;
      bucket.amount += group.amount;
    }
  }
  return totals;
}

export function createPaymentsService(deps: { db: Db }) {
  const { db } = deps;
  const repository = createPaymentsRepository(db);
  const records = createPaymentRecords(db);

  async function get(hotelId: string, id: string): Promise<Payment> {
    const payment = await repository.find(hotelId, id);
    if (!payment) throw paymentNotFound();
    return payment;
  }

  return {
    get,

    async list(hotelId: string, query: ListQuery): Promise<PaymentListResponse> {
      const { limit, page, ...filter } = query;
      const setting = (await findHotelSetting(db, hotelId))!;
      const [items, groups] = await Promise.all([
        repository.list(hotelId, filter, setting.timeZone, { limit, offset: (page - 1) * limit }),
        repository.totals(hotelId, filter, setting.timeZone, setting.currency),
      ]);
      const totals = sumTotals(groups);
      return { items, total: totals.all.count, page, limit, currency: setting.currency, totals };
    },

    export: (hotelId: string, filter: PaymentFilter, format: ExportFormat, language: Language) =>
      exportPayments(db, hotelId, filter, format, language),

    /** Numbered from the hotel's counter; the booking's history records it in the same step. */
    async create(hotelId: string, input: CreateInput, principal: Principal): Promise<Payment> {
      const id = await db.transaction(async (tx) => {
        if (!(await repository.bookingOfHotel(tx, hotelId, input.booking))) {
          throw bookingNotFound();
        }
        const hotel = (await findHotelPayments(tx, hotelId))!;
        const accepted = effectivePaymentSettings(hotel.payments, hotel.setting.useOnlinePayments);
        if (!accepted.methods.includes(input.method)) {
          throw validationError([{ path: 'method', key: 'validation.paymentMethodNotAccepted' }]);
        }
        const row = await records.record(
          tx,
          {
            hotelId,
            bookingId: input.booking,
            status: input.status,
            method: input.method,
            amount: input.amount,
            currency: hotel.setting.currency,
            grantsRoomAccess: input.grantsRoomAccess,
            notice: input.notice,
          },
          principal,
        );
        return row.id;
      });
      return get(hotelId, id);
    },

    /**
     * Paid and canceled are final: money that arrived or a withdrawn request is never rewritten.
     * Otherwise any other status may follow; the history gets only what really changed.
     */
    async update(
      hotelId: string,
      id: string,
      input: UpdateInput,
      principal: Principal,
    ): Promise<Payment> {
      await db.transaction(async (tx) => {
        const before = await repository.findForUpdate(tx, hotelId, id);
        if (!before) throw paymentNotFound();
        if (isFinalPaymentStatus(before.status)) {
          throw new AppError('CONFLICT', 'errors.paymentFinal', {
            params: { number: before.number, status: `paymentStatus.${before.status}` },
          });
        }
        const after = {
          status:
            input.status && canChangePaymentStatus(before.status, input.status)
              ? input.status
              : before.status,
          grantsRoomAccess: input.grantsRoomAccess ?? before.grantsRoomAccess,
          notice: input.notice ?? before.notice,
        };
        await records.change(tx, before, after, principal);
      });
      return get(hotelId, id);
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
