import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** Back and the step's main action, the main one on the right (first on a phone). */
export function StepActions({ onBack, children }: { onBack?: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
      {onBack ? (
        <Button variant="secondary" size="lg" onPress={onBack}>
          <ArrowLeft aria-hidden className="size-4" />
          {t('publicBooking.details.back')}
        </Button>
      ) : (
        <span />
      )}
      {children}
    </div>
  );
}
