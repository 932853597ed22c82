import { z } from 'zod';

/** Parsers of environment values shared by config.ts and its parts (config-http.ts). */

/** Undefined when unset, so a default can depend on another variable (SEED_DEMO on NODE_ENV). */
export const booleanFlag = () =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return undefined;
      const normalized = value.trim().toLowerCase();
      if (['1', 'true', 'yes', 'on'].includes(normalized)) return true;
      if (['0', 'false', 'no', 'off'].includes(normalized)) return false;
      ctx.addIssue({ code: 'custom', message: 'must be true or false' });
      return z.NEVER;
    });

export const integer = (fallback: number, min: number, max: number) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return fallback;
      const parsed = Number(value);
      if (!Number.isInteger(parsed) || parsed < min || parsed > max) {
        ctx.addIssue({ code: 'custom', message: `must be a number between ${min} and ${max}` });
        return z.NEVER;
      }
      return parsed;
    });

export const optionalUrl = (protocols: RegExp, hint: string) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return undefined;
      try {
        const url = new URL(value.trim());
        if (!protocols.test(url.protocol)) throw new Error('protocol');
        return value.trim();
      } catch {
        ctx.addIssue({ code: 'custom', message: `must be a URL like ${hint}` });
        return z.NEVER;
      }
    });
