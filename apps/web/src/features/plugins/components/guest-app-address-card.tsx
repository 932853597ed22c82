import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button-classes';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { CopyButton } from './copy-button';
import { QrCode } from './qr-code';
import { useCopy } from './use-copy';

/** The guest app's address on this installation. */
export function guestAppUrl(origin: string, symbolCode: string) {
  return `${origin}/guest_app/${encodeURIComponent(symbolCode)}`;
}

/** Where guests find the app: its address to copy or open, and a QR code for the reception. */
export function GuestAppAddressCard({
  symbolCode,
  isEnabled,
}: {
  symbolCode: string;
  isEnabled: boolean;
}) {
  const { t } = useTranslation();
  const { copy, isCopied } = useCopy();
  const url = guestAppUrl(window.location.origin, symbolCode);
  return (
    <Card aria-labelledby="guest-app-address-title">
      <CardHeader
        titleId="guest-app-address-title"
        title={t('plugins.guestApp.address.title')}
        description={t('plugins.guestApp.address.description')}
      />
      <CardBody className="flex flex-col gap-6">
        {!isEnabled && (
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {t('plugins.guestApp.address.inactive')}
          </p>
        )}
        <div className="flex flex-col gap-1.5">
          <span id="guest-app-url-label" className="text-sm font-medium text-slate-700">
            {t('plugins.guestApp.address.url')}
          </span>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <code
              data-testid="guest-app-url"
              className="min-w-0 flex-1 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm break-all text-slate-800"
            >
              {url}
            </code>
            <div className="flex gap-2">
              <CopyButton
                isCopied={isCopied('url')}
                label={t('plugins.guestApp.address.copy')}
                onPress={() => void copy('url', url)}
                testId="guest-app-url-copy"
              />
              <a
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClasses({ size: 'sm', variant: 'secondary' })}
              >
                <ExternalLink aria-hidden className="size-4" />
                {t('plugins.guestApp.address.open')}
              </a>
            </div>
          </div>
        </div>
        <div className="flex flex-col gap-1.5">
          <h3 className="text-sm font-medium text-slate-700">{t('plugins.guestApp.address.qr')}</h3>
          <QrCode url={url} fileName={`guest-app-${symbolCode}`} />
        </div>
      </CardBody>
    </Card>
  );
}
