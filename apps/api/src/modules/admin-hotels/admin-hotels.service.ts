import { subHours } from 'date-fns';
import type { z } from 'zod';
import type {
  AdminCreateHotelResponse,
  AdminHotelListItem,
  AdminHotelListResponse,
  AdminHotelPlugin,
  adminCreateHotelRequestSchema,
  adminHotelListQuerySchema,
} from '@hotel/shared/contracts/admin-hotels';
import { INVITATION_TTL_HOURS } from '@hotel/shared/contracts/employees';
import type { IntegrationKey } from '@hotel/shared/contracts/integrations';
import { SYNC_CHANNELS } from '@hotel/shared/contracts/sync';
import { roomTypePresetOf } from '@hotel/shared/room-type-presets';
import type { EmailMessage, EmailSender } from '../../adapters/email/email-sender';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError, isAppError } from '../../lib/app-error';
import { objectOrEmpty } from '../../lib/json-object';
import { createLinkToken } from '../../lib/tokens';
import type { AuthUser } from '../access';
import { auditActorOf, recordAdminChange } from '../admin-audit';
import { createEmployeesRepository, INVITED_PASSWORD_HASH } from '../employees';
import { createHotelsRepository, insertHotel, toPublicPagePlugin } from '../hotels';
import {
  csvImportProblems,
  integrationStateOf,
  isCsvImportScheduled,
  RECENT_ERROR_HOURS,
} from '../integrations';
import { copyServicePresetsToHotel } from '../service-presets';
import { ownerAddedEmail, ownerInvitationEmail } from './admin-hotels.emails';
import { createAdminHotelsRepository } from './admin-hotels.repository';

type ListQuery = z.output<typeof adminHotelListQuerySchema>;
type CreateRequest = z.output<typeof adminCreateHotelRequestSchema>;
type HotelPageRow = Awaited<
  ReturnType<ReturnType<typeof createAdminHotelsRepository>['page']>
>['rows'][number];
type Figures = Awaited<ReturnType<ReturnType<typeof createAdminHotelsRepository>['figuresOf']>>;

const HOUR_MS = 60 * 60 * 1000;

function pluginsOf(row: HotelPageRow, figures: Figures): AdminHotelPlugin[] {
  const plugins = objectOrEmpty(row.plugins);
  const isOn = (plugin: string) => objectOrEmpty(plugins[plugin]).enabled === true;
  const enabled: Record<AdminHotelPlugin, boolean> = {
    public_page: !toPublicPagePlugin(row).disabled,
    guest_app: objectOrEmpty(row.guestApp).enabled === true,
    smoobu: isOn('smoobu'),
    roomraccoon: isOn('roomraccoon'),
    csv_import: isCsvImportScheduled(row.csvImport),
    api: (figures.activeKeys.get(row.id) ?? 0) > 0,
  };
  return (Object.keys(enabled) as AdminHotelPlugin[]).filter((plugin) => enabled[plugin]);
}

/** The states the hotel's /integrations page shows, from the page's grouped figures. */
function integrationsOf(row: HotelPageRow, figures: Figures, plugins: AdminHotelPlugin[]) {
  const channels = SYNC_CHANNELS.map((channel) => {
    const key = `${row.id}:${channel}`;
    const problems =
      (figures.openReservations.get(key) ?? 0) + (figures.recentErrors.get(key) ?? 0);
    return {
      key: channel as IntegrationKey,
      state: integrationStateOf(
        plugins.includes(channel),
        problems,
        figures.lastJobStatus.get(key) === 'failed',
      ),
    };
  });
  return [
    ...channels,
    {
      key: 'csv_import' as const,
      state: integrationStateOf(
        plugins.includes('csv_import'),
        csvImportProblems(figures.lastCsvRun.get(row.id)),
        false,
      ),
    },
    {
      key: 'api' as const,
      state: plugins.includes('api') ? ('connected' as const) : ('not_connected' as const),
    },
  ];
}

export function createAdminHotelsService(deps: {
  db: Db;
  emailSender: EmailSender;
  /** Base of the links in emails, without a trailing slash. */
  appUrl: string;
  now?: () => Date;
}) {
  const repository = createAdminHotelsRepository(deps.db);
  const now = () => deps.now?.() ?? new Date();

  return {
    /** Every hotel by name, a page at a time, with its figures read for the whole page. */
    async list(query: ListQuery): Promise<AdminHotelListResponse> {
      const at = now();
      const errorsSince = subHours(at, RECENT_ERROR_HOURS);
      const { rows, total } = await repository.page({
        filter: query.filter || undefined,
        problem: query.problem,
        now: at,
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      });
      const figures = rows.length
        ? await repository.figuresOf(
            rows.map((row) => row.id),
            { now: at, errorsSince },
          )
        : undefined;
      const items = rows.map((row): AdminHotelListItem => {
        const owners = figures!.owners.filter((owner) => owner.hotelId === row.id);
        const first = owners[0];
        const plugins = pluginsOf(row, figures!);
        return {
          _id: row.id,
          name: row.name,
          symbol_code: row.symbolCode,
          owner: first
            ? {
                name: [first.firstName, first.lastName].filter(Boolean).join(' '),
                email: first.email,
              }
            : null,
          ownerCount: owners.length,
          roomCount: figures!.roomCounts.get(row.id) ?? 0,
          bookingsThisMonth: figures!.bookingCounts.get(row.id) ?? 0,
          plugins,
          integrations: integrationsOf(row, figures!, plugins),
          failedLockSyncs: figures!.failedLockSyncs.get(row.id) ?? 0,
        };
      });
      return { items, total, page: query.page, limit: query.limit };
    },

    /**
     * A hotel for an owner by email, in one transaction with its room types, services, the
     * owner's membership (or invitation) and the audit entry. An account with that email
     * becomes owner at once and is told by email; a new address gets an account without a
     * usable password and an invitation to choose one, as an invited employee does. The email,
     * in the hotel's default language, is queued in the same transaction: it goes out exactly
     * when the hotel is saved.
     */
    async create(actor: AuthUser, request: CreateRequest): Promise<AdminCreateHotelResponse> {
      const language = request.hotel.setting.defaultLanguage;
      const roomTypeKeys = [...new Set(request.roomTypePresets)];
      const servicePresetIds = [...new Set(request.servicePresetIds)];
      const { hotel, result } = await insertHotel(deps.db, request.hotel, async (tx, row) => {
        const repo = createAdminHotelsRepository(tx);
        const employees = createEmployeesRepository(tx);
        const existing = await repo.findUserByEmail(request.owner.email);
        const owner =
          existing ??
          (await employees.insertInvitedUser({
            email: request.owner.email,
            firstName: request.owner.firstName,
            lastName: request.owner.lastName,
          }));
        await createHotelsRepository(tx).insertOwner(row.id, owner.id);
        // An account that never chose its password (invited before) gets a fresh link.
        const invited = !existing || existing.passwordHash === INVITED_PASSWORD_HASH;
        let message: EmailMessage;
        if (invited) {
          const { token, tokenHash } = createLinkToken();
          await employees.insertInvitationToken({
            tokenHash,
            userId: owner.id,
            email: owner.email,
            expiresAt: new Date(Date.now() + INVITATION_TTL_HOURS * HOUR_MS),
          });
          message = ownerInvitationEmail({
            to: owner.email,
            firstName: owner.firstName,
            hotelName: row.name,
            link: `${deps.appUrl}/login/reset?token=${encodeURIComponent(token)}`,
            validDays: INVITATION_TTL_HOURS / 24,
            language,
          });
        } else {
          message = ownerAddedEmail({
            to: owner.email,
            firstName: owner.firstName,
            hotelName: row.name,
            link: `${deps.appUrl}/login`,
            language,
          });
        }
        await repo.insertRoomTypes(
          row.id,
          roomTypeKeys.map((key) => {
            const preset = roomTypePresetOf(key);
            return {
              name: preset.name[language],
              shortCode: preset.shortCode,
              baseOccupancy: preset.baseOccupancy,
              higherOccupancy: preset.higherOccupancy,
              kidsOccupancy: preset.kidsOccupancy,
              extraBed: preset.extraBed,
              basePrice: preset.basePrice,
              additionalPersonPrice: preset.additionalPersonPrice,
            };
          }),
        );
        const servicesCreated = await copyServicePresetsToHotel(tx, row.id, servicePresetIds);
        await recordAdminChange(tx, {
          actor: auditActorOf(actor),
          subject: 'hotel',
          action: 'hotel.created',
          hotelId: row.id,
          userId: owner.id,
          label: row.name,
          before: null,
          after: {
            name: row.name,
            symbol_code: row.symbolCode,
            contact: row.contact,
            propertyType: row.setting.propertyType,
            defaultLanguage: row.setting.defaultLanguage,
            timeZone: row.setting.timeZone,
            currency: row.setting.currency,
            ownerEmail: owner.email,
            ownerInvited: invited,
            roomTypePresets: roomTypeKeys,
            servicePresets: await repo.servicePresetNames(servicePresetIds),
          },
        });
        await deps.emailSender.send(message, { tx });
        return {
          owner: { _id: owner.id, email: owner.email, invited },
          roomTypesCreated: roomTypeKeys.length,
          servicesCreated,
        };
      }).catch((error: unknown) => {
        // Another request created an account with this email meanwhile: asking again finds it.
        if (isUniqueViolation(error, 'users_email_unique')) {
          throw new AppError('CONFLICT', 'errors.adminHotelOwnerChanged');
        }
        // The owner's create answers the same; here the form also learns which field it is.
        if (isAppError(error) && error.messageKey === 'errors.symbolCodeTaken') {
          throw new AppError('CONFLICT', 'errors.symbolCodeTaken', {
            issues: [{ path: 'hotel.symbol_code', key: 'errors.symbolCodeTaken' }],
          });
        }
        throw error;
      });
      return {
        _id: hotel.id,
        name: hotel.name,
        symbol_code: hotel.symbolCode,
        owner: result.owner,
        roomTypesCreated: result.roomTypesCreated,
        servicesCreated: result.servicesCreated,
      };
    },
  };
}

export type AdminHotelsService = ReturnType<typeof createAdminHotelsService>;
