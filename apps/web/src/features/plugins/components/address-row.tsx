import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button-classes';
import { CopyableAddress } from '@/components/ui/copyable-address';

/**
 * A plugin's public address (the booking page's, the guest app's): labelled, copyable and
 * opening in a new tab. `isCopied`/`onCopy` come from the card's useCopy.
 */
export function AddressRow({
  url,
  label,
  labelId,
  copyLabel,
  openLabel,
  testId,
  isCopied,
  onCopy,
}: {
  url: string;
  label: string;
  labelId: string;
  copyLabel: string;
  openLabel: string;
  testId: string;
  isCopied: boolean;
  onCopy: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-1.5">
      <span id={labelId} className="text-sm font-medium text-slate-700">
        {label}
      </span>
      <CopyableAddress
        url={url}
        labelId={labelId}
        copyLabel={copyLabel}
        copiedLabel={t('plugins.publicPage.address.copied')}
        isCopied={isCopied}
        onCopy={onCopy}
        testId={testId}
      >
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses({ size: 'sm', variant: 'secondary' })}
        >
          <ExternalLink aria-hidden className="size-4" />
          {openLabel}
        </a>
      </CopyableAddress>
    </div>
  );
}
