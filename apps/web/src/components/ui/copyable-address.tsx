import type { ReactNode } from 'react';
import { CopyButton } from '@/components/ui/copy-button';

/**
 * An address to hand on (a booking page, a webhook, an OTA endpoint): shown whole, wrapping on
 * a phone, with a copy button and room for more actions beside it. Named by `labelId`'s text.
 */
export function CopyableAddress({
  url,
  labelId,
  copyLabel,
  copiedLabel,
  isCopied,
  onCopy,
  testId,
  children,
}: {
  url: string;
  labelId: string;
  copyLabel: string;
  copiedLabel: string;
  isCopied: boolean;
  onCopy: () => void;
  testId: string;
  children?: ReactNode;
}) {
  return (
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
          copiedLabel={copiedLabel}
          onPress={onCopy}
          testId={`${testId}-copy`}
        />
        {children}
      </div>
    </div>
  );
}
