import { Download } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button-classes';

interface Drawn {
  svg: string;
  png: string;
}

/**
 * The QR code of an address, as an image with downloads of its SVG and PNG. `qrcode` is loaded
 * only here, so the staff bundle does not carry it.
 */
export function QrCode({ url, fileName }: { url: string; fileName: string }) {
  const { t } = useTranslation();
  const [drawn, setDrawn] = useState<Drawn | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let isCurrent = true;
    setDrawn(null);
    setFailed(false);
    void (async () => {
      try {
        const QRCode = await import('qrcode');
        const svg = await QRCode.toString(url, {
          type: 'svg',
          margin: 2,
          errorCorrectionLevel: 'M',
        });
        const png = await QRCode.toDataURL(url, {
          width: 1024,
          margin: 2,
          errorCorrectionLevel: 'M',
        });
        if (isCurrent)
          setDrawn({ svg: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`, png });
      } catch {
        if (isCurrent) setFailed(true);
      }
    })();
    return () => {
      isCurrent = false;
    };
  }, [url]);

  if (failed)
    return <p className="text-sm text-red-700">{t('plugins.publicPage.address.qrFailed')}</p>;
  return (
    <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center">
      {drawn ? (
        <img
          src={drawn.svg}
          alt={t('plugins.publicPage.address.qrAlt', { url })}
          width={160}
          height={160}
          className="size-40 rounded-lg border border-slate-200 bg-white"
          data-testid="public-page-qr"
        />
      ) : (
        <div role="status" className="size-40 animate-pulse rounded-lg bg-slate-200">
          <span className="sr-only">{t('plugins.publicPage.address.qrLoading')}</span>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <a
          href={drawn?.png}
          download={`${fileName}.png`}
          aria-disabled={!drawn}
          className={buttonClasses({ size: 'sm', variant: 'secondary' })}
        >
          <Download aria-hidden className="size-4" />
          {t('plugins.publicPage.address.downloadPng')}
        </a>
        <a
          href={drawn?.svg}
          download={`${fileName}.svg`}
          aria-disabled={!drawn}
          className={buttonClasses({ size: 'sm', variant: 'secondary' })}
        >
          <Download aria-hidden className="size-4" />
          {t('plugins.publicPage.address.downloadSvg')}
        </a>
      </div>
    </div>
  );
}
