import type { FieldErrors } from 'react-hook-form';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { applyServerIssues, fieldErrorText } from '@/lib/form-errors';
import { schemaResolver } from '@/lib/form-resolver';
import { changeLanguage, i18next } from '@/lib/i18n';

const schema = z.object({
  notice: z.string().max(5, 'validation.tooLong'),
  password: z.string().min(8, 'validation.passwordMin'),
  nights: z.number().refine((nights) => nights >= 2, {
    message: 'validation.minimumStay',
    params: { params: { days: 2 } },
  }),
});
type Values = z.infer<typeof schema>;

async function errorsFor(values: Values): Promise<FieldErrors<Values>> {
  const resolve = schemaResolver(schema);
  const result = await resolve(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return result.errors;
}

describe('schema field errors', () => {
  beforeEach(async () => {
    await changeLanguage('en');
  });

  it('name the bound of a failed length check, as the schema sets it', async () => {
    const errors = await errorsFor({ notice: 'too long', password: 'short', nights: 1 });
    expect(fieldErrorText(i18next.t, errors.notice)).toBe('Please use at most 5 characters');
    expect(fieldErrorText(i18next.t, errors.password)).toBe(
      'Password must be at least 8 characters',
    );
    expect(fieldErrorText(i18next.t, errors.nights)).toBe('Minimum stay of 2 days');
  });

  it('hand over the parsed values when the schema accepts them', async () => {
    const resolve = schemaResolver(schema);
    const values = { notice: 'ok', password: 'long enough', nights: 3 };
    const result = await resolve(values, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(result).toEqual({ values, errors: {} });
  });
});

describe('server issues on form fields', () => {
  it('land on the field a request path is renamed to, and only on fields the form has', () => {
    const setError = vi.fn();
    const issues = [
      { path: 'start', message: 'The start is required' },
      { path: 'hotel', message: 'Unknown hotel' },
    ];
    const isMapped = applyServerIssues(
      { statusCode: 400, code: 'VALIDATION', message: 'Check', issues },
      setError,
      ['startTime'],
      {
        start: 'startTime',
      },
    );
    expect(isMapped).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['startTime', { type: 'server', message: 'The start is required' }],
    ]);
  });
});
