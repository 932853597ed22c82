import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from '@/components/ui/dialog';

/** A page form with a dialog (and the dialog's own form) opened from inside it. */
function FormWithDialogForm({
  onOuterSubmit,
  onInnerSubmit,
}: {
  onOuterSubmit: () => void;
  onInnerSubmit: () => void;
}) {
  return (
    <form
      aria-label="booking"
      onSubmit={(event) => {
        event.preventDefault();
        onOuterSubmit();
      }}
    >
      <Dialog title="New guest" isOpen>
        <form
          aria-label="guest"
          onSubmit={(event) => {
            event.preventDefault();
            onInnerSubmit();
          }}
        >
          <input aria-label="First name" />
          <button type="submit">Save guest</button>
          <button type="reset">Clear</button>
        </form>
      </Dialog>
    </form>
  );
}

describe('dialog', () => {
  it('keeps a submit of its form from reaching the form it was opened from', async () => {
    const onOuterSubmit = vi.fn();
    const onInnerSubmit = vi.fn();
    render(<FormWithDialogForm onOuterSubmit={onOuterSubmit} onInnerSubmit={onInnerSubmit} />);

    await userEvent.click(screen.getByRole('button', { name: 'Save guest' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'First name' }), 'Eva{Enter}');

    expect(onInnerSubmit).toHaveBeenCalledTimes(2);
    expect(onOuterSubmit).not.toHaveBeenCalled();
  });

  it('keeps a reset of its form from reaching the form it was opened from', () => {
    const onOuterReset = vi.fn();
    render(
      <form aria-label="booking" onReset={onOuterReset}>
        <Dialog title="New guest" isOpen>
          <form aria-label="guest">
            <button type="reset">Clear</button>
          </form>
        </Dialog>
      </form>,
    );

    fireEvent.reset(screen.getByRole('form', { name: 'guest' }));

    expect(onOuterReset).not.toHaveBeenCalled();
  });
});
