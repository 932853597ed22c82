import { describe, expect, it } from 'vitest';
import { guestFormDefaults, guestFormSchema } from './components/guest-form-schema';

describe('guest form', () => {
  it('shows the spec messages for a wrong phone and email before anything is sent', () => {
    const result = guestFormSchema.safeParse({
      ...guestFormDefaults(),
      firstName: 'Lena',
      lastName: 'Berg',
      mobile: '+49 1',
      email: 'lena@',
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      result.error!.issues.map((issue) => [issue.path[0], issue.message]),
    );
    expect(messages).toEqual({ mobile: 'validation.phoneTooShort', email: 'validation.email' });
  });

  it('accepts an empty salutation and birth date', () => {
    const result = guestFormSchema.parse({
      ...guestFormDefaults(),
      firstName: 'Lena',
      lastName: 'Berg',
      mobile: '+49 170 5551234',
      email: 'lena@example.test',
    });
    expect(result).toMatchObject({ gender: '', birthDate: null, vip: false });
  });
});
