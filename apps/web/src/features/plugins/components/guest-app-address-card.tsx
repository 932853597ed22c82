import { useTranslation } from 'react-i18next';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { AddressRow } from './address-row';
import { QrCode } from './qr-code';
import { useCopy } from '@/lib/use-copy';

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
  const { copy, isCopied } = useCopy(t('plugins.publicPage.address.copyFailed'));
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
        <AddressRow
          url={url}
          label={t('plugins.guestApp.address.url')}
          labelId="guest-app-url-label"
          copyLabel={t('plugins.guestApp.address.copy')}
          openLabel={t('plugins.guestApp.address.open')}
          testId="guest-app-url"
          isCopied={isCopied('url')}
          onCopy={() => void copy('url', url)}
        />
        <div className="flex flex-col gap-1.5">
          <h3 className="text-sm font-medium text-slate-700">{t('plugins.guestApp.address.qr')}</h3>
          <QrCode url={url} fileName={`guest-app-${symbolCode}`} />
        </div>
      </CardBody>
    </Card>
  );
}
