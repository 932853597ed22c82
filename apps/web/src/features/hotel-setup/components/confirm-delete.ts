import { confirm, ConfirmCancelledError, type ConfirmOptions } from '@/lib/confirm';

/** Asks with a danger-toned confirm dialog; resolves false when the person cancels. */
export async function confirmDelete(options: ConfirmOptions): Promise<boolean> {
  try {
    await confirm({ tone: 'danger', ...options });
    return true;
  } catch (error) {
    if (error instanceof ConfirmCancelledError) return false;
    throw error;
  }
}
