import { ArrowLeft, ArrowRight, ImagePlus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/**
 * Under each picture of an ordered picture list (a room type's photos, the public page's
 * slider): move it one place earlier or later, or remove it. Labels name the picture's position.
 */
export function ImageTileActions({
  index,
  count,
  isBusy = false,
  labels,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  isBusy?: boolean;
  labels: { moveUp: string; moveDown: string; remove: string };
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}) {
  return (
    <div className="flex items-center justify-between gap-1 p-1.5">
      <div className="flex gap-1">
        <Button
          size="sm"
          variant="ghost"
          isDisabled={index === 0 || isBusy}
          aria-label={labels.moveUp}
          onPress={() => onMove(-1)}
        >
          <ArrowLeft aria-hidden className="size-4" />
        </Button>
        <Button
          size="sm"
          variant="ghost"
          isDisabled={index === count - 1 || isBusy}
          aria-label={labels.moveDown}
          onPress={() => onMove(1)}
        >
          <ArrowRight aria-hidden className="size-4" />
        </Button>
      </div>
      <Button size="sm" variant="ghost" aria-label={labels.remove} onPress={onRemove}>
        <Trash2 aria-hidden className="size-4 text-red-600" />
      </Button>
    </div>
  );
}

/** What an empty picture list shows where the pictures will be. */
export function ImageListEmpty({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border-2 border-dashed border-slate-200 px-4 py-8 text-center text-sm text-slate-600">
      <ImagePlus aria-hidden className="size-8 text-slate-300" />
      {children}
    </div>
  );
}
