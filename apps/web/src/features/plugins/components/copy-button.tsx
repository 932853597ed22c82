import { Check, Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** A copy button of the plugins' address cards; says "copied" in place for a moment. */
export function CopyButton({
  isCopied,
  label,
  onPress,
  testId,
}: {
  isCopied: boolean;
  label: string;
  onPress: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Button size="sm" variant="secondary" onPress={onPress} data-testid={testId}>
      {isCopied ? (
        <Check aria-hidden className="size-4" />
      ) : (
        <Copy aria-hidden className="size-4" />
      )}
      <span aria-live="polite">{isCopied ? t('plugins.publicPage.address.copied') : label}</span>
    </Button>
  );
}
