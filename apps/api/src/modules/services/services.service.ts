import type { z } from 'zod';
import type { Service, serviceRequestSchema } from '@hotel/shared/contracts/services';
import type { Db } from '../../db/client';
import type { ServiceRow } from '../../db/schema-setup';
import { AppError } from '../../lib/app-error';
import { createServicesRepository } from './services.repository';
import { bookingsWithService } from '../bookings';

type ServiceInput = z.output<typeof serviceRequestSchema>;

const notFound = () => new AppError('NOT_FOUND', 'errors.serviceNotFound');

export function toService(row: ServiceRow): Service {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    price: row.price,
    charge: row.charge,
    active: row.active,
  };
}

export function createServicesService(deps: { db: Db }) {
  const repository = createServicesRepository(deps.db);
  return {
    async list(hotelId: string, filter: { active?: boolean }) {
      return (await repository.list(hotelId, filter)).map(toService);
    },
    async get(hotelId: string, id: string) {
      const row = await repository.find(hotelId, id);
      if (!row) throw notFound();
      return toService(row);
    },
    async create(hotelId: string, input: ServiceInput) {
      return toService(await repository.insert(hotelId, input));
    },
    async update(hotelId: string, id: string, input: ServiceInput) {
      const row = await repository.update(hotelId, id, input);
      if (!row) throw notFound();
      return toService(row);
    },
    async delete(hotelId: string, id: string) {
      if (!(await repository.find(hotelId, id))) throw notFound();
      const count = await bookingsWithService(deps.db, id);
      if (count > 0) throw new AppError('CONFLICT', 'errors.serviceInUse', { params: { count } });
      if (!(await repository.delete(hotelId, id))) throw notFound();
    },
  };
}

export type ServicesService = ReturnType<typeof createServicesService>;
