import { useLocation, useOutlet } from 'react-router';

/** Fades each new page in (spec §2); keyed by path so staying on a page does not replay it. */
export function PageTransition() {
  const location = useLocation();
  const outlet = useOutlet();
  return (
    <div key={location.pathname} className="animate-fade-in">
      {outlet}
    </div>
  );
}
