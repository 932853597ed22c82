import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast, Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { ConfirmDialogHost } from '@/components/ui/confirm-dialog-host';
import { ConfirmCancelledError, confirm } from '@/lib/confirm';

function ask() {
  let outcome: 'pending' | 'confirmed' | 'cancelled' = 'pending';
  let promise!: Promise<void>;
  act(() => {
    promise = confirm({
      title: 'Delete booking?',
      message: 'This cannot be undone.',
      confirmLabel: 'Delete',
      tone: 'danger',
    });
  });
  const settled = promise.then(
    () => (outcome = 'confirmed'),
    (error: unknown) => {
      expect(error).toBeInstanceOf(ConfirmCancelledError);
      outcome = 'cancelled';
    },
  );
  return { settled, outcome: () => outcome };
}

describe('confirm dialog', () => {
  it('clears earlier toasts, so none covers the question on a phone', async () => {
    render(
      <>
        <Toaster />
        <ConfirmDialogHost />
      </>,
    );
    act(() => void toast.success('Status: checked in'));
    expect(await screen.findByText('Status: checked in')).toBeTruthy();
    ask();
    expect(await screen.findByRole('alertdialog', { name: 'Delete booking?' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Status: checked in')).toBeNull());
  });

  it('resolves when the person confirms', async () => {
    render(<ConfirmDialogHost />);
    const question = ask();
    expect(await screen.findByRole('alertdialog', { name: 'Delete booking?' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await question.settled;
    expect(question.outcome()).toBe('confirmed');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('rejects on cancel', async () => {
    render(<ConfirmDialogHost />);
    const question = ask();
    await userEvent.click(await screen.findByRole('button', { name: /Abbrechen|Cancel/ }));
    await question.settled;
    expect(question.outcome()).toBe('cancelled');
  });

  it('rejects on Escape', async () => {
    render(<ConfirmDialogHost />);
    const question = ask();
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await question.settled;
    expect(question.outcome()).toBe('cancelled');
  });
});
