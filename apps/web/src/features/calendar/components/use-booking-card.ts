import { useEffect, useRef, useState, type FocusEvent, type PointerEvent } from 'react';
import type { CardTarget } from './calendar-booking-card';

/** Hover a bar this long before its card opens, so passing over bars opens nothing. */
const CARD_HOVER_DELAY_MS = 300;

/** The bar under an element, as a card target; null off the bars. */
function cardTargetOf(element: EventTarget | null): CardTarget | null {
  const bar = (element as HTMLElement | null)?.closest?.<HTMLElement>('[data-booking-id]');
  const rowKey = bar?.closest<HTMLElement>('[data-row-key]')?.dataset.rowKey;
  if (!bar || !rowKey) return null;
  const { top, bottom, left, width } = bar.getBoundingClientRect();
  return { bookingId: bar.dataset.bookingId!, rowKey, rect: { top, bottom, left, width } };
}

/**
 * Which bar's card shows: after a short hover with a mouse or pen, at once on keyboard focus.
 * Any scroll, press or key that moves something hides it, so it never follows a moving chart.
 */
export function useBookingCard({ isSuspended }: { isSuspended: boolean }) {
  const [card, setCard] = useState<CardTarget | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  function hide() {
    window.clearTimeout(timer.current);
    if (card) setCard(null);
  }

  return {
    card: isSuspended ? null : card,
    hide,
    onPointerOver(event: PointerEvent<HTMLElement>) {
      if (isSuspended || event.pointerType === 'touch') return;
      const target = cardTargetOf(event.target);
      if (target?.bookingId === card?.bookingId) return;
      hide();
      if (target) timer.current = window.setTimeout(() => setCard(target), CARD_HOVER_DELAY_MS);
    },
    onFocus(event: FocusEvent<HTMLElement>) {
      if (!isSuspended) setCard(cardTargetOf(event.target));
    },
  };
}
