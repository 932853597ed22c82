import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lazySchemaResolver } from '@/lib/form-resolver';

const schema = z.object({ email: z.email('validation.email') });
type Values = z.input<typeof schema>;
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Values>;

describe('lazySchemaResolver', () => {
  it('validates with the schema it loads, loading it once', async () => {
    let loads = 0;
    const resolver = lazySchemaResolver(async () => {
      loads += 1;
      return schema;
    });
    resolver.preload();

    const invalid = await resolver({ email: 'no address' }, undefined, options);
    const valid = await resolver({ email: 'anna@example.com' }, undefined, options);

    expect(invalid.errors.email?.message).toBe('validation.email');
    expect(valid.values).toEqual({ email: 'anna@example.com' });
    expect(loads).toBe(1);
  });

  it('loads again after a failed download (offline, a new deploy)', async () => {
    let loads = 0;
    const resolver = lazySchemaResolver(async () => {
      loads += 1;
      if (loads === 1) throw new Error('Failed to fetch dynamically imported module');
      return schema;
    });

    await expect(resolver({ email: 'x' }, undefined, options)).rejects.toThrow('Failed to fetch');
    const result = await resolver({ email: 'anna@example.com' }, undefined, options);

    expect(result.values).toEqual({ email: 'anna@example.com' });
    expect(loads).toBe(2);
  });
});
