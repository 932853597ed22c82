import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button-classes';
import { CopyButton } from '@/components/ui/copy-button';

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
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <code
          aria-labelledby={labelId}
          data-testid={testId}
          className="min-w-0 flex-1 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm break-all text-slate-800"
        >
          {url}
        </code>
        <div className="flex gap-2">
          <CopyButton
            isCopied={isCopied}
            label={copyLabel}
            copiedLabel={t('plugins.publicPage.address.copied')}
            onPress={onCopy}
            testId={`${testId}-copy`}
          />
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses({ size: 'sm', variant: 'secondary' })}
          >
            <ExternalLink aria-hidden className="size-4" />
            {openLabel}
          </a>
        </div>
      </div>
    </div>
  );
}
