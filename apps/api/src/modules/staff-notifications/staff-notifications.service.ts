import type { Db } from '../../db/client';
import { createStaffNotificationsRepository } from './staff-notifications.repository';

/** The bell for routes: the hotel's entries with the user's read marks, and marking them read. */
export function createStaffNotificationsService(deps: { db: Db }) {
  const repository = createStaffNotificationsRepository(deps.db);
  return { list: repository.list, markRead: repository.markRead };
}

export type StaffNotificationsService = ReturnType<typeof createStaffNotificationsService>;
