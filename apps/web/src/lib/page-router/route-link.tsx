import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useRouter } from '@/lib/page-router/page-router-view';

// A module of its own: the public page does without links, and would otherwise carry this along
// in the router chunk both entries share.

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>) {
  return (
    event.button === 0 &&
    !event.defaultPrevented &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

/** A link within the entry: a plain click navigates without a page load, others stay native. */
export function RouteLink({
  to,
  onClick,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  const router = useRouter();
  return (
    <a
      {...props}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainLeftClick(event) || (props.target && props.target !== '_self')) return;
        event.preventDefault();
        void router.navigate(to);
      }}
    />
  );
}
