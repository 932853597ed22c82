import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FormTextField } from '@/components/ui/form-text-field';
import { schemaResolver } from '@/lib/form-resolver';
import { changeLanguage } from '@/lib/i18n';
import { useErrorsClearOnFix } from '@/lib/use-errors-clear-on-fix';

// Like the room type's occupancy: the rule across fields puts its error on `most`.
const schema = z
  .object({ name: z.string().min(1, 'validation.required'), least: z.string(), most: z.string() })
  .superRefine((values, ctx) => {
    if (Number(values.most) < Number(values.least)) {
      ctx.addIssue({ code: 'custom', message: 'validation.invalid', path: ['most'] });
    }
  });

const INVALID = 'This value is not valid';

function CountsForm() {
  const form = useForm({
    resolver: schemaResolver(schema),
    defaultValues: { name: '', least: '3', most: '2' },
  });
  const [saveError, setSaveError] = useState<string>();
  useErrorsClearOnFix(form, { error: saveError, reset: () => setSaveError(undefined) });
  const onSubmit = form.handleSubmit(
    () => setSaveError('refused'),
    () => setSaveError('refused'),
  );
  return (
    <form noValidate onSubmit={onSubmit}>
      <FormTextField control={form.control} name="name" label="Name" />
      <FormTextField control={form.control} name="least" label="Least" />
      <FormTextField control={form.control} name="most" label="Most" />
      {saveError && <p role="alert">{saveError}</p>}
      <button type="submit">Save</button>
    </form>
  );
}

describe('form errors', () => {
  beforeEach(async () => {
    await changeLanguage('en');
  });

  it('clear as soon as the field is fixed, also when the fix is in the other field of a rule', async () => {
    render(<CountsForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(1);
    expect(screen.getByRole('alert').textContent).toBe('refused');
    expect(screen.getByText(INVALID)).toBeTruthy();

    await userEvent.type(screen.getByLabelText('Name'), 'Suite');
    expect(screen.queryByText('This field is required')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();

    await userEvent.clear(screen.getByLabelText('Least'));
    await userEvent.type(screen.getByLabelText('Least'), '1');
    await expect.poll(() => screen.queryByText(INVALID)).toBeNull();
  });
});
