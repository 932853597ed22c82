import { beforeEach, describe, expect, it } from 'vitest';
import type { RoomType } from '@hotel/shared/contracts/room-types';
import { fieldErrorText } from '@/lib/form-errors';
import { schemaResolver } from '@/lib/form-resolver';
import { changeLanguage, i18next } from '@/lib/i18n';
import { formValuesToRequest, roomTypeFormSchema, roomTypeToFormValues } from './room-type-form';

const schema = roomTypeFormSchema('EUR');

async function higherOccupancyError(values: ReturnType<typeof roomTypeToFormValues>) {
  const result = await schemaResolver(schema)(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return fieldErrorText(i18next.t, result.errors.higherOccupancy);
}

describe('room type form', () => {
  beforeEach(async () => {
    await changeLanguage('en');
  });

  it('starts a new type with the higher occupancy at the base one', () => {
    const values = roomTypeToFormValues(undefined, 'EUR');
    expect(Number(values.higherOccupancy)).toBeGreaterThanOrEqual(Number(values.baseOccupancy));
    expect(values).toMatchObject({ baseOccupancy: '2', higherOccupancy: '2' });
  });

  it('shows a type saved with a lower higher occupancy at its base one (the same limit)', () => {
    const saved = { baseOccupancy: 2, higherOccupancy: 0 } as RoomType;
    expect(roomTypeToFormValues(saved, 'EUR')).toMatchObject({ higherOccupancy: '2' });
  });

  it('refuses a higher occupancy below the base one, in the user language', async () => {
    const values = { ...roomTypeToFormValues(undefined, 'EUR'), name: 'Suite', shortCode: 'S' };
    expect(await higherOccupancyError({ ...values, baseOccupancy: '3' })).toBe(
      'Higher occupancy cannot be below the base occupancy (3)',
    );
    await changeLanguage('de');
    expect(await higherOccupancyError({ ...values, baseOccupancy: '3' })).toBe(
      'Die Höchstbelegung darf nicht unter der Grundbelegung (3) liegen',
    );
    expect(await higherOccupancyError({ ...values, higherOccupancy: '4' })).toBeUndefined();
  });

  it('sends the description and refuses one over 2000 characters', async () => {
    const saved = { baseOccupancy: 2, higherOccupancy: 2, description: 'Mit Balkon' } as RoomType;
    const values = roomTypeToFormValues(saved, 'EUR');
    expect(values.description).toBe('Mit Balkon');
    expect(formValuesToRequest(values, 'EUR').description).toBe('Mit Balkon');
    const result = await schemaResolver(schema)(
      { ...values, name: 'Suite', shortCode: 'S', description: 'x'.repeat(2001) },
      undefined,
      { fields: {}, shouldUseNativeValidation: false },
    );
    expect(fieldErrorText(i18next.t, result.errors.description)).toBe(
      'Please use at most 2000 characters',
    );
  });
});
