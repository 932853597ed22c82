import type { z } from 'zod';
import type {
  ServicePreset,
  servicePresetRequestSchema,
} from '@hotel/shared/contracts/service-presets';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { ServicePresetRow } from '../../db/schema-admin';
import { AppError } from '../../lib/app-error';
import { recordAdminChange, type AuditActor } from '../admin-audit';
import { createServicePresetsRepository } from './service-presets.repository';
import { copyServicePresetsToHotel } from './service-presets.copy';

type ServicePresetInput = z.output<typeof servicePresetRequestSchema>;

const notFound = () => new AppError('NOT_FOUND', 'errors.servicePresetNotFound');
const nameTaken = (name: string) =>
  new AppError('CONFLICT', 'errors.servicePresetNameTaken', { params: { name } });

export function toServicePreset(row: ServicePresetRow): ServicePreset {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    price: row.price,
    charge: row.charge,
  };
}

/** What the admin trail keeps of a preset. */
const snapshotOf = (preset: ServicePreset) => ({
  name: preset.name,
  description: preset.description,
  price: preset.price,
  charge: preset.charge,
});

/**
 * Service presets (issue 18): super admins keep the list; a hotel's staff with manageHotel read
 * it and import presets as services (names the hotel already has are skipped). Names are unique
 * in any case; every change is recorded in the admin trail.
 */
export function createServicePresetsService(deps: { db: Db }) {
  const repository = createServicePresetsRepository(deps.db);

  /** The name check, and the unique index for two saves racing each other. */
  async function withUniqueName<T>(
    name: string,
    exceptId: string | undefined,
    save: () => Promise<T>,
  ) {
    if (await repository.isNameTaken(name, exceptId)) throw nameTaken(name);
    try {
      return await save();
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken(name);
      throw error;
    }
  }

  return {
    async list(): Promise<ServicePreset[]> {
      return (await repository.list()).map(toServicePreset);
    },

    async create(input: ServicePresetInput, actor: AuditActor): Promise<ServicePreset> {
      return withUniqueName(input.name, undefined, () =>
        deps.db.transaction(async (tx) => {
          const preset = toServicePreset(await repository.insert(tx, input));
          await recordAdminChange(tx, {
            actor,
            subject: 'preset',
            action: 'preset.created',
            label: preset.name,
            before: null,
            after: snapshotOf(preset),
          });
          return preset;
        }),
      );
    },

    async update(id: string, input: ServicePresetInput, actor: AuditActor): Promise<ServicePreset> {
      const current = await repository.find(id);
      if (!current) throw notFound();
      return withUniqueName(input.name, id, () =>
        deps.db.transaction(async (tx) => {
          const row = await repository.update(tx, id, input);
          if (!row) throw notFound();
          const preset = toServicePreset(row);
          await recordAdminChange(tx, {
            actor,
            subject: 'preset',
            action: 'preset.updated',
            label: preset.name,
            before: snapshotOf(toServicePreset(current)),
            after: snapshotOf(preset),
          });
          return preset;
        }),
      );
    },

    async delete(id: string, actor: AuditActor): Promise<void> {
      const current = await repository.find(id);
      if (!current) throw notFound();
      await deps.db.transaction(async (tx) => {
        if (!(await repository.delete(tx, id))) throw notFound();
        await recordAdminChange(tx, {
          actor,
          subject: 'preset',
          action: 'preset.deleted',
          label: current.name,
          before: snapshotOf(toServicePreset(current)),
          after: null,
        });
      });
    },

    /** The services page's import: answers how many services were added. */
    async importIntoHotel(hotelId: string, presetIds: string[]): Promise<number> {
      return deps.db.transaction((tx) => copyServicePresetsToHotel(tx, hotelId, presetIds));
    },
  };
}

export type ServicePresetsService = ReturnType<typeof createServicePresetsService>;
