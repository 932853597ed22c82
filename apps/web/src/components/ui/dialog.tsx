import { clsx } from 'clsx';
import type { ReactNode, SyntheticEvent } from 'react';
import {
  Dialog as AriaDialog,
  Heading,
  Modal,
  ModalOverlay,
  type ModalOverlayProps,
} from 'react-aria-components';

interface DialogProps extends Omit<ModalOverlayProps, 'children' | 'className'> {
  title: ReactNode;
  children: ReactNode;
  /** alertdialog for confirmations: screen readers announce it as needing an answer. */
  role?: 'dialog' | 'alertdialog';
  size?: 'sm' | 'md' | 'lg';
}

const widths = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl' } as const;

/**
 * A dialog is portalled out of the page's DOM but not out of its React tree, so React bubbles
 * a form's submit (and reset) from inside the dialog to any form the dialog was opened from:
 * saving "New guest" would also submit the booking around it. The dialog is where that stops.
 */
const keepInsideDialog = (event: SyntheticEvent) => event.stopPropagation();

export function Dialog({ title, children, role = 'dialog', size = 'md', ...props }: DialogProps) {
  return (
    <ModalOverlay
      {...props}
      className="fixed inset-0 z-50 flex items-end justify-center bg-slate-900/40 p-4 backdrop-blur-[1px] data-entering:animate-fade-in sm:items-center"
    >
      <Modal
        className={clsx(
          // Tall forms scroll inside the dialog instead of pushing Save below the screen.
          'flex max-h-[calc(100dvh-2rem)] w-full flex-col rounded-xl bg-white shadow-xl outline-none data-entering:animate-fade-in',
          widths[size],
        )}
      >
        <AriaDialog role={role} className="overflow-y-auto outline-none">
          <Heading slot="title" className="px-5 pt-5 text-lg font-semibold text-slate-900">
            {title}
          </Heading>
          <div onSubmit={keepInsideDialog} onReset={keepInsideDialog}>
            {children}
          </div>
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}

export function DialogBody({ children }: { children: ReactNode }) {
  return <div className="px-5 pt-2 pb-4 text-sm text-slate-600">{children}</div>;
}

export function DialogFooter({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col-reverse gap-2 border-t border-slate-100 px-5 py-3 sm:flex-row sm:justify-end">
      {children}
    </div>
  );
}
