import { beforeEach, describe, expect, it } from 'vitest';
import type { RoomType } from '@hotel/shared/contracts/room-types';
import { fieldErrorText } from '@/lib/form-errors';
import { schemaResolver } from '@/lib/form-resolver';
import { changeLanguage, i18next } from '@/lib/i18n';
import { roomTypeFormSchema, roomTypeToFormValues } from './room-type-form';

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
});
