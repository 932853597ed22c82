import { useTranslation } from 'react-i18next';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { AddressRow } from './address-row';
import { CopyButton } from '@/components/ui/copy-button';
import { embedSnippet, publicPageUrl } from './embed-snippet';
import { QrCode } from './qr-code';
import { useCopy } from '@/lib/use-copy';

/** Where the page is: its address, the iframe for the hotel's website and a QR code. */
export function PublicAddressCard({
  symbolCode,
  hotelName,
  isDisabled,
}: {
  symbolCode: string;
  hotelName: string;
  isDisabled: boolean;
}) {
  const { t } = useTranslation();
  const { copy, isCopied } = useCopy(t('plugins.publicPage.address.copyFailed'));
  const url = publicPageUrl(window.location.origin, symbolCode);
  const snippet = embedSnippet(
    url,
    t('plugins.publicPage.address.iframeTitle', { hotel: hotelName }),
  );

  return (
    <Card aria-labelledby="public-address-title">
      <CardHeader
        titleId="public-address-title"
        title={t('plugins.publicPage.address.title')}
        description={t('plugins.publicPage.address.description')}
      />
      <CardBody className="flex flex-col gap-6">
        {isDisabled && (
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {t('plugins.publicPage.address.inactive')}
          </p>
        )}
        <AddressRow
          url={url}
          label={t('plugins.publicPage.address.url')}
          labelId="public-url-label"
          copyLabel={t('plugins.publicPage.address.copy')}
          openLabel={t('plugins.publicPage.address.open')}
          testId="public-page-url"
          isCopied={isCopied('url')}
          onCopy={() => void copy('url', url)}
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor="public-embed" className="text-sm font-medium text-slate-700">
            {t('plugins.publicPage.address.embed')}
          </label>
          <textarea
            id="public-embed"
            readOnly
            rows={3}
            value={snippet}
            aria-describedby="public-embed-hint"
            data-testid="public-page-embed"
            onFocus={(event) => event.currentTarget.select()}
            className="w-full resize-none rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 font-mono text-xs text-slate-800"
          />
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
            <p id="public-embed-hint" className="text-xs text-slate-600">
              {t('plugins.publicPage.address.embedHint')}
            </p>
            <CopyButton
              isCopied={isCopied('embed')}
              label={t('plugins.publicPage.address.copyEmbed')}
              copiedLabel={t('plugins.publicPage.address.copied')}
              onPress={() => void copy('embed', snippet)}
              testId="public-page-embed-copy"
            />
          </div>
        </div>
        <div className="flex flex-col gap-1.5">
          <h3 className="text-sm font-medium text-slate-700">
            {t('plugins.publicPage.address.qr')}
          </h3>
          <QrCode url={url} fileName={`booking-${symbolCode}`} />
        </div>
      </CardBody>
    </Card>
  );
}
