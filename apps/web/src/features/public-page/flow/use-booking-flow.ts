import { useMemo, useRef } from 'react';
import { navigateTo } from '@/lib/navigation';
import { useRouteMatch } from '@/lib/page-router/page-router-view';
import type { BookingFlow, FlowState, FlowStep } from './booking-flow';
import { parseFlowState, serializeFlowState } from './flow-state';

type Changes = Partial<Omit<FlowState, 'step'>>;

/**
 * The booking flow kept in the URL's query. Writes go through the page router (a new history
 * entry per step, so the back button goes one step back; `update` replaces the entry), and reads
 * come from the router's match, so back/forward and a reload all show the state of the address.
 */
export function useBookingFlow(today: string): BookingFlow {
  const { pathname, search } = useRouteMatch();
  const state = useMemo(() => parseFlowState(search, today), [search, today]);
  // The router changes the address once the navigation has finished; two writes in a row (an
  // update, then a step) must build on each other, not both on the address shown.
  const pending = useRef({ search, state });
  if (pending.current.search !== search) pending.current = { search, state };

  return useMemo(() => {
    function write(next: FlowState, replace: boolean) {
      const nextSearch = serializeFlowState(next);
      pending.current = { search: nextSearch, state: next };
      void navigateTo(`${pathname}${nextSearch}`, { replace });
    }
    return {
      state,
      go(step: FlowStep, changes: Changes = {}) {
        write({ ...pending.current.state, ...changes, step }, false);
      },
      update(changes: Changes) {
        write({ ...pending.current.state, ...changes }, true);
      },
    };
  }, [pathname, state]);
}
