import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { CopyButton } from '@/components/ui/copy-button';

/** One icon: its picture (decoration only), its name as code uses it, and a copy button. */
export function IconTile({
  name,
  Icon,
  isCopied,
  onCopy,
}: {
  name: string;
  Icon: LucideIcon;
  isCopied: boolean;
  onCopy: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Card as="div" className="flex h-full flex-col items-center gap-3 p-4 text-center">
      <span className="flex size-12 items-center justify-center rounded-lg bg-slate-50 text-slate-800">
        <Icon aria-hidden className="size-6" />
      </span>
      <code className="text-sm break-all text-slate-900">{name}</code>
      <CopyButton
        isCopied={isCopied}
        label={t('adminIcons.icons.copy')}
        copiedLabel={t('adminIcons.icons.copied')}
        accessibleName={t('adminIcons.icons.copyName', { name })}
        onPress={onCopy}
        testId={`icon-copy-${name}`}
      />
    </Card>
  );
}
