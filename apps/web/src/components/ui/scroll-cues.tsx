import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { RefObject } from 'react';
import { useScrollCues } from '@/lib/use-scroll-cues';

/**
 * The sign that a sideways strip (tabs) goes on: a fade over the cut-off item and an arrow that
 * scrolls on, at each end that hides items. Without it a cut tab read as the last one. Place it
 * in a `relative` parent of the strip; `edgeClassName` moves the ends where the strip bleeds.
 */
export function ScrollCues({
  scrollerRef,
  labels,
  edgeClassName,
  testId,
}: {
  scrollerRef: RefObject<HTMLElement | null>;
  labels: { before: string; after: string };
  edgeClassName?: { before: string; after: string };
  testId?: string;
}) {
  const { hasMoreBefore, hasMoreAfter, scrollBy } = useScrollCues(scrollerRef);
  return (
    <>
      {hasMoreBefore && (
        <ScrollCue
          direction="before"
          label={labels.before}
          className={edgeClassName?.before ?? 'left-0'}
          testId={testId && `${testId}-more-before`}
          onPress={() => scrollBy(-1)}
        />
      )}
      {hasMoreAfter && (
        <ScrollCue
          direction="after"
          label={labels.after}
          className={edgeClassName?.after ?? 'right-0'}
          testId={testId && `${testId}-more-after`}
          onPress={() => scrollBy(1)}
        />
      )}
    </>
  );
}

function ScrollCue({
  direction,
  label,
  className,
  testId,
  onPress,
}: {
  direction: 'before' | 'after';
  label: string;
  className: string;
  testId?: string;
  onPress: () => void;
}) {
  const isAfter = direction === 'after';
  const Icon = isAfter ? ChevronRight : ChevronLeft;
  return (
    <div
      data-testid={testId}
      className={clsx(
        'pointer-events-none absolute top-0 bottom-px flex w-16 items-center from-transparent via-white/90 to-white',
        isAfter ? 'justify-end bg-gradient-to-r' : 'justify-start bg-gradient-to-l',
        className,
      )}
    >
      <button
        type="button"
        aria-label={label}
        onClick={onPress}
        className="pointer-events-auto flex size-8 cursor-pointer items-center justify-center rounded-full border border-slate-200 bg-white text-slate-600 shadow-sm outline-none hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-primary"
      >
        <Icon aria-hidden className="size-4" />
      </button>
    </div>
  );
}
