import { z } from 'zod';

// Built once: constructing a zod schema per call costs more than the check itself.
const uuid = z.uuid();

/** Whether `value` is a UUID; ids from headers and tokens are checked before they reach SQL. */
export const isUuid = (value: string): boolean => uuid.safeParse(value).success;
