import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { BorderedContainer } from '@/components/ui/bordered-container';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-error';

export function PageLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <BorderedContainer>
      <Alert
        tone="error"
        title={t('app.errors.loadFailed')}
        actions={
          <Button size="sm" variant="secondary" onPress={onRetry}>
            {t('app.common.retry')}
          </Button>
        }
      >
        {errorMessage(error)}
      </Alert>
    </BorderedContainer>
  );
}
