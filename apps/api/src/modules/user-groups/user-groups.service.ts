import type { z } from 'zod';
import type { UserGroup, userGroupRequestSchema } from '@hotel/shared/contracts/user-groups';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  createUserGroupsRepository,
  type UserGroupsRepository,
  type UserGroupWithCount,
} from './user-groups.repository';

type UserGroupRequest = z.output<typeof userGroupRequestSchema>;

const notFound = () => new AppError('NOT_FOUND', 'errors.userGroupNotFound');
const nameTaken = () => new AppError('CONFLICT', 'errors.userGroupNameTaken');

function toUserGroup(row: UserGroupWithCount): UserGroup {
  return {
    _id: row.id,
    name: row.name,
    permissions: row.permissions as UserGroup['permissions'],
    memberCount: row.memberCount,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createUserGroupsService(deps: { db: Db }) {
  const repository = createUserGroupsRepository(deps.db);
  const inTransaction = <T>(work: (repo: UserGroupsRepository) => Promise<T>) =>
    deps.db.transaction((tx) => work(createUserGroupsRepository(tx)));

  async function require(repo: UserGroupsRepository, hotelId: string, id: string) {
    const group = await repo.find(hotelId, id);
    if (!group) throw notFound();
    return group;
  }

  return {
    async list(hotelId: string): Promise<UserGroup[]> {
      return (await repository.list(hotelId)).map(toUserGroup);
    },

    async get(hotelId: string, id: string): Promise<UserGroup> {
      return toUserGroup(await require(repository, hotelId, id));
    },

    async create(hotelId: string, request: UserGroupRequest): Promise<UserGroup> {
      return inTransaction(async (repo) => {
        if (await repo.isNameTaken(hotelId, request.name)) throw nameTaken();
        const row = await repo.insert(hotelId, request);
        return toUserGroup({ ...row, memberCount: 0 });
      });
    },

    async update(hotelId: string, id: string, request: UserGroupRequest): Promise<UserGroup> {
      return inTransaction(async (repo) => {
        await require(repo, hotelId, id);
        if (await repo.isNameTaken(hotelId, request.name, id)) throw nameTaken();
        await repo.update(hotelId, id, request);
        return toUserGroup(await require(repo, hotelId, id));
      });
    },

    /** A group in use stays: its members would silently lose every right. */
    async delete(hotelId: string, id: string): Promise<void> {
      await inTransaction(async (repo) => {
        await repo.lockForDelete(hotelId, id);
        const group = await require(repo, hotelId, id);
        if (group.memberCount > 0) {
          throw new AppError('CONFLICT', 'errors.userGroupInUse', {
            params: { count: group.memberCount },
          });
        }
        await repo.delete(hotelId, id);
      });
    },
  };
}

export type UserGroupsService = ReturnType<typeof createUserGroupsService>;
