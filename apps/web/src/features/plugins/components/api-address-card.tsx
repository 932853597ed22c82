import { useTranslation } from 'react-i18next';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { CopyableAddress } from '@/components/ui/copyable-address';
import { ButtonLink } from '@/components/ui/button';
import { useCopy } from '@/lib/use-copy';
import { apiV1Address } from '../api/api-v1-addresses';
import { CodeSnippet } from './code-snippet';

/** Where the hotel's systems send their calls, and how they prove who they are. */
export function ApiAddressCard() {
  const { t } = useTranslation();
  const { copy, isCopied } = useCopy(t('apiPlugin.secret.copyFailed'));
  const address = apiV1Address();
  return (
    <Card aria-labelledby="api-address-title">
      <CardHeader
        titleId="api-address-title"
        title={t('apiPlugin.address.title')}
        description={t('apiPlugin.address.description')}
      />
      <CardBody className="flex flex-col gap-3">
        <span id="api-address-label" className="sr-only">
          {t('apiPlugin.address.label')}
        </span>
        <CopyableAddress
          url={address}
          labelId="api-address-label"
          copyLabel={t('apiPlugin.secret.copy')}
          copiedLabel={t('apiPlugin.secret.copied')}
          isCopied={isCopied('address')}
          onCopy={() => void copy('address', address)}
          testId="api-base-url"
        >
          <ButtonLink href="/plugins/api/docs" size="sm" variant="secondary">
            {t('apiPlugin.address.docs')}
          </ButtonLink>
        </CopyableAddress>
        <p className="text-sm text-slate-600">
          {t('apiPlugin.address.auth')} <CodeSnippet>Authorization: Bearer hpms_…</CodeSnippet>
        </p>
      </CardBody>
    </Card>
  );
}
