import { Check, Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';

/**
 * A copy button that says "copied" in place for a moment (the plugins' and integrations'
 * addresses). The texts come in translated: each feature speaks in its own namespace.
 */
export function CopyButton({
  isCopied,
  label,
  copiedLabel,
  onPress,
  testId,
  accessibleName,
}: {
  isCopied: boolean;
  label: string;
  copiedLabel: string;
  onPress: () => void;
  testId: string;
  /** What the button copies, for screen readers, where many copy buttons share one page. */
  accessibleName?: string;
}) {
  return (
    <Button
      size="sm"
      variant="secondary"
      onPress={onPress}
      data-testid={testId}
      aria-label={accessibleName}
    >
      {isCopied ? (
        <Check aria-hidden className="size-4" />
      ) : (
        <Copy aria-hidden className="size-4" />
      )}
      <span aria-live="polite">{isCopied ? copiedLabel : label}</span>
    </Button>
  );
}
