import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/route-handle';

const guards = ['permission:manageHotel'] as const;

const roomTypePage = async () => (await import('./pages/room-type-page')).RoomTypePage;

/** Settings pages of the hotel setup (inside the settings layout, behind `auth`). */
export const hotelSetupRoutes: RouteObject[] = [
  {
    path: 'settings/room_types',
    handle: { guards, titleKey: 'hotelSetup.roomTypes.title' } satisfies RouteHandle,
    lazy: { Component: async () => (await import('./pages/room-types-page')).RoomTypesPage },
  },
  {
    path: 'settings/room_types/create',
    handle: { guards, titleKey: 'hotelSetup.roomTypes.createTitle' } satisfies RouteHandle,
    lazy: { Component: roomTypePage },
  },
  {
    path: 'settings/room_types/:id',
    handle: {
      guards,
      titleKey: 'hotelSetup.roomTypes.title',
      isValid: (params) => /^[0-9a-f-]{36}$/i.test(params.id ?? ''),
    } satisfies RouteHandle,
    lazy: { Component: roomTypePage },
  },
  {
    path: 'settings/rooms',
    handle: { guards, titleKey: 'hotelSetup.rooms.title' } satisfies RouteHandle,
    lazy: { Component: async () => (await import('./pages/rooms-page')).RoomsPage },
  },
  {
    path: 'settings/services',
    handle: {
      guards,
      titleKey: 'hotelSetup.services.title',
      // The import of the platform's service presets (its dialog's texts).
      namespaces: ['adminPlatform'],
    } satisfies RouteHandle,
    lazy: { Component: async () => (await import('./pages/services-page')).ServicesPage },
  },
];
