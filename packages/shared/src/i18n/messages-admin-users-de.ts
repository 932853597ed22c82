import type { adminUsersErrorsEn, adminUsersValidationEn } from './messages-admin-users-en';

type Texts<T> = { [K in keyof T]: string };

/** Admin area (issue 18): messages of user administration (/admin/users) of the API in German. */
export const adminUsersValidationDe: Texts<typeof adminUsersValidationEn> = {};

export const adminUsersErrorsDe: Texts<typeof adminUsersErrorsEn> = {};
