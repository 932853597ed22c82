import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Switch } from '@/components/ui/checkbox';
import { CopyableAddress } from '@/components/ui/copyable-address';
import { errorMessage } from '@/lib/api-error';
import { useCopy } from '@/lib/use-copy';
import { useSetSmoobuEnabledMutation } from '../api/set-smoobu-enabled';
import type { SmoobuPluginState } from '../api/smoobu-plugin';

/**
 * Then enable: the switch (the API refuses it without key, mapped room and channel, and says
 * which is missing) and the webhook address to paste into Smoobu once a key is stored.
 */
export function SmoobuEnableCard({ plugin }: { plugin: SmoobuPluginState }) {
  const { t } = useTranslation();
  const toggle = useSetSmoobuEnabledMutation();
  const { webhookUrl } = plugin;
  const { copy, isCopied } = useCopy(t('plugins.publicPage.address.copyFailed'));
  return (
    <Card aria-labelledby="smoobu-enable-title">
      <CardHeader
        titleId="smoobu-enable-title"
        title={t('plugins.smoobu.enable.title')}
        description={t('plugins.smoobu.enable.description')}
      />
      <CardBody className="flex flex-col gap-4">
        <Switch
          isSelected={plugin.enabled}
          isDisabled={toggle.isPending}
          onChange={(enabled) => toggle.mutate(enabled)}
          data-testid="smoobu-enabled"
        >
          <span className="font-medium text-slate-900">{t('plugins.smoobu.enable.switch')}</span>
        </Switch>
        <p className="text-sm text-slate-600" data-testid="smoobu-enabled-state">
          {t(plugin.enabled ? 'plugins.smoobu.enable.on' : 'plugins.smoobu.enable.off')}
        </p>
        {toggle.error && (
          <Alert tone="error" data-testid="smoobu-enable-error">
            {errorMessage(toggle.error)}
          </Alert>
        )}
        {webhookUrl && (
          <div className="flex flex-col gap-1.5">
            <span id="smoobu-webhook-label" className="text-sm font-medium text-slate-700">
              {t('plugins.smoobu.enable.webhook')}
            </span>
            <CopyableAddress
              url={webhookUrl}
              labelId="smoobu-webhook-label"
              copyLabel={t('plugins.smoobu.enable.copy')}
              copiedLabel={t('plugins.publicPage.address.copied')}
              isCopied={isCopied('webhook')}
              onCopy={() => void copy('webhook', webhookUrl)}
              testId="smoobu-webhook-url"
            />
            <p className="text-xs text-slate-600">{t('plugins.smoobu.enable.webhookHint')}</p>
          </div>
        )}
      </CardBody>
    </Card>
  );
}
