import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  effectivePaymentSettings,
  type PaymentSettings,
  type paymentSettingsRequestSchema,
} from '@hotel/shared/contracts/payment-settings';
import type { PaymentProvider } from '../../adapters/payments/payment-provider';
import type { Db } from '../../db/client';
import { hotels, type HotelRow } from '../../db/schema';
import { findHotelPayments } from '../hotels';

type SettingsInput = z.output<typeof paymentSettingsRequestSchema>;

/**
 * /settings/payments. Offline methods and bank details live in `hotels.payments`; online is the
 * setting's useOnlinePayments flag, which the features page switches too, so both stay one truth.
 */
export function createPaymentSettingsService(deps: { db: Db; provider: PaymentProvider }) {
  const { db, provider } = deps;

  const toSettings = (row: Pick<HotelRow, 'payments' | 'setting'>): PaymentSettings => ({
    ...effectivePaymentSettings(row.payments, row.setting.useOnlinePayments),
    useOnlinePayments: row.setting.useOnlinePayments,
    provider,
  });

  return {
    async get(hotelId: string): Promise<PaymentSettings> {
      return toSettings((await findHotelPayments(db, hotelId))!);
    },

    async update(hotelId: string, input: SettingsInput): Promise<PaymentSettings> {
      const useOnlinePayments = input.methods.includes('online');
      // jsonb_set changes only the flag, so a concurrent save of the other settings keeps its values.
      const [row] = await db
        .update(hotels)
        .set({
          payments: {
            methods: input.methods.filter((method) => method !== 'online'),
            bankDetails: input.bankDetails,
          },
          setting: sql`jsonb_set(${hotels.setting}, '{useOnlinePayments}', ${JSON.stringify(useOnlinePayments)}::jsonb)`,
        })
        .where(eq(hotels.id, hotelId))
        .returning({ payments: hotels.payments, setting: hotels.setting });
      return toSettings(row!);
    },
  };
}

export type PaymentSettingsService = ReturnType<typeof createPaymentSettingsService>;
