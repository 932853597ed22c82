import { DoorOpen } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button as AriaButton } from 'react-aria-components';

const loadDialog = () => import('./quick-lock-dialog');
// Its own chunk: the header is on every staff page, the dialog opens now and then.
const QuickLockDialog = lazy(async () => ({ default: (await loadDialog()).QuickLockDialog }));

/** The header's door button (spec §2): opens the quick-lock dialog. */
export function QuickLockButton({ className }: { className: string }) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <AriaButton
        onPress={() => setIsOpen(true)}
        // Start loading the dialog as the pointer or the focus gets to the button.
        onHoverStart={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        aria-label={t('locks.header.open')}
        aria-haspopup="dialog"
        data-testid="quick-lock-button"
        className={className}
      >
        <DoorOpen aria-hidden className="size-5" />
      </AriaButton>
      {isOpen && (
        <Suspense fallback={null}>
          <QuickLockDialog onClose={() => setIsOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
