import { create } from 'zustand';
import { readStored, writeStored } from '@/lib/storage';

const DESKTOP_COLLAPSED_KEY = 'side-menu-collapsed';

interface UiState {
  isDrawerOpen: boolean;
  /** Remembered between visits (desktop toggle). */
  isDesktopMenuCollapsed: boolean;
  /** Tablets start collapsed on every visit (spec §2). */
  isTabletMenuCollapsed: boolean;
  setDrawerOpen: (isOpen: boolean) => void;
  toggleDesktopMenu: () => void;
  toggleTabletMenu: () => void;
}

export const useUiStore = create<UiState>((set, get) => ({
  isDrawerOpen: false,
  isDesktopMenuCollapsed: readStored(DESKTOP_COLLAPSED_KEY) === 'true',
  isTabletMenuCollapsed: true,
  setDrawerOpen: (isOpen) => set({ isDrawerOpen: isOpen }),
  toggleDesktopMenu: () => {
    const isCollapsed = !get().isDesktopMenuCollapsed;
    writeStored(DESKTOP_COLLAPSED_KEY, String(isCollapsed));
    set({ isDesktopMenuCollapsed: isCollapsed });
  },
  toggleTabletMenu: () => set({ isTabletMenuCollapsed: !get().isTabletMenuCollapsed }),
}));
