import { useLocation, useOutlet } from 'react-router';
import { PageFade } from '@/components/shell/page-fade';

/** The staff layouts' outlet, faded in per page. */
export function PageTransition() {
  const location = useLocation();
  return <PageFade pathname={location.pathname}>{useOutlet()}</PageFade>;
}
