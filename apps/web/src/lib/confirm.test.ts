import { describe, expect, it } from 'vitest';
import { confirmDelete, ConfirmCancelledError, isConfirmed, useConfirmStore } from './confirm';

const pending = () => useConfirmStore.getState().pending!;

describe('isConfirmed', () => {
  it('resolves true on confirm and asks in the tone it was given', async () => {
    const answer = isConfirmed({ title: 'Reset code?', message: 'The old code stops working.' });
    expect(pending().options.tone).toBeUndefined();
    pending().resolve();
    await expect(answer).resolves.toBe(true);
  });

  it('resolves false on cancel, and confirmDelete asks in the danger tone', async () => {
    const answer = confirmDelete({ title: 'Delete?', message: 'Gone for good.' });
    expect(pending().options.tone).toBe('danger');
    pending().reject(new ConfirmCancelledError());
    await expect(answer).resolves.toBe(false);
  });
});
