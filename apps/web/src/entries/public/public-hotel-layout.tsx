import { useLayoutEffect, type ReactNode } from 'react';
import { useRouteParams } from '@/lib/page-router/page-router-view';
import { hexToRgb, applyPrimaryColor } from '@/lib/theme-color';
import { usePublicHotel } from '@/features/public-page/api/get-public-hotel';

/** Gives the public pages the hotel's own colour (its theme_color and RGB parts). */
export function PublicHotelLayout({ children }: { children: ReactNode }) {
  const { hotel = '' } = useRouteParams();
  const { data } = usePublicHotel(hotel);
  const themeColor = data?.theme_color;

  useLayoutEffect(() => {
    const rgb = hexToRgb(themeColor);
    return rgb ? applyPrimaryColor(rgb) : undefined;
  }, [themeColor]);

  return children;
}
