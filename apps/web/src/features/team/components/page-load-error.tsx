import { BorderedContainer } from '@/components/ui/bordered-container';
import { ListError } from '@/components/ui/list-states';

/** A team page whose data could not load: the shared load error with a retry, in a card. */
export function PageLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <BorderedContainer>
      <ListError error={error} onRetry={onRetry} />
    </BorderedContainer>
  );
}
