import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { RoomRaccoonSettings } from '@hotel/shared/contracts/roomraccoon';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { CopyableAddress } from '@/components/ui/copyable-address';
import { errorMessage } from '@/lib/api-error';
import { isConfirmed } from '@/lib/confirm';
import { useCopy } from '@/lib/use-copy';
import { useRenewRoomRaccoonTokenMutation } from '../api/roomraccoon-settings';

/**
 * The hotel's OTA endpoint that RoomRaccoon pushes reservations to. Its token is the secret part
 * of the address: a new address is asked for when the old one leaked, and the old one stops.
 */
export function OtaEndpointCard({ settings }: { settings: RoomRaccoonSettings }) {
  const { t } = useTranslation();
  const renew = useRenewRoomRaccoonTokenMutation();
  const { copy, isCopied } = useCopy(t('integrations.copyFailed'));
  const url = settings.endpointUrl;

  const onRenew = async () => {
    if (url) {
      const isSure = await isConfirmed({
        title: t('integrations.roomRaccoon.endpoint.renewTitle'),
        message: t('integrations.roomRaccoon.endpoint.renewMessage'),
        confirmLabel: t('integrations.roomRaccoon.endpoint.renew'),
        tone: 'danger',
      });
      if (!isSure) return;
    }
    renew.mutate(undefined, {
      onSuccess: () => toast.success(t('integrations.roomRaccoon.endpoint.renewed')),
    });
  };

  return (
    <Card aria-labelledby="roomraccoon-endpoint-title">
      <CardHeader
        titleId="roomraccoon-endpoint-title"
        title={t('integrations.roomRaccoon.endpoint.title')}
        description={t('integrations.roomRaccoon.endpoint.description')}
      />
      <CardBody className="flex flex-col gap-3">
        {url ? (
          <CopyableAddress
            url={url}
            labelId="roomraccoon-endpoint-title"
            copyLabel={t('integrations.copy')}
            copiedLabel={t('integrations.copied')}
            isCopied={isCopied('endpoint')}
            onCopy={() => void copy('endpoint', url)}
            testId="roomraccoon-endpoint-url"
          />
        ) : (
          <p className="text-sm text-slate-600">{t('integrations.roomRaccoon.endpoint.none')}</p>
        )}
        {renew.error && <Alert tone="error">{errorMessage(renew.error)}</Alert>}
        <div>
          <Button
            variant="secondary"
            size="sm"
            onPress={() => void onRenew()}
            isLoading={renew.isPending}
            data-testid="roomraccoon-endpoint-renew"
          >
            <RefreshCw aria-hidden className="size-4" />
            {t(
              url
                ? 'integrations.roomRaccoon.endpoint.renew'
                : 'integrations.roomRaccoon.endpoint.create',
            )}
          </Button>
        </div>
      </CardBody>
    </Card>
  );
}
