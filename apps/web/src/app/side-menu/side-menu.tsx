import { clsx } from 'clsx';
import { PanelLeftClose, PanelLeftOpen, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button as AriaButton, Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { LAYOUT } from '@hotel/shared/constants';
import { SideMenuNav } from '@/app/side-menu/side-menu-nav';
import { Logo } from '@/components/ui/logo';
import type { MenuItem } from '@/lib/menu-item';
import { useUiStore } from '@/lib/ui-store';
import { useViewport } from '@/lib/use-media-query';

const COLLAPSED_WIDTH_PX = 72;

interface SideMenuProps {
  items: readonly MenuItem[];
  isAdminSection: boolean;
  showsViewToggle: boolean;
}

/** Phones: a drawer opened from the header. Tablets: collapsed rail. Desktop: 240px, collapsible. */
export function SideMenu(props: SideMenuProps) {
  const viewport = useViewport();
  if (viewport === 'phone') return <SideMenuDrawer {...props} />;
  return <SideMenuRail {...props} isTablet={viewport === 'tablet'} />;
}

function SideMenuRail({ isTablet, ...props }: SideMenuProps & { isTablet: boolean }) {
  const { t } = useTranslation();
  const ui = useUiStore();
  const isCollapsed = isTablet ? ui.isTabletMenuCollapsed : ui.isDesktopMenuCollapsed;
  const toggle = isTablet ? ui.toggleTabletMenu : ui.toggleDesktopMenu;
  const width = isCollapsed ? COLLAPSED_WIDTH_PX : LAYOUT.sideMenuWidthPx;

  return (
    <aside
      style={{ width, height: `calc(100vh - ${LAYOUT.headerHeightPx}px)` }}
      className="sticky flex shrink-0 flex-col border-r border-slate-200 bg-white transition-[width] duration-200"
      data-collapsed={isCollapsed}
    >
      <SideMenuNav {...props} isCollapsed={isCollapsed} />
      <div className={clsx('border-t border-slate-100 p-3', isCollapsed && 'flex justify-center')}>
        <AriaButton
          onPress={toggle}
          data-testid="side-menu-collapse"
          aria-label={isCollapsed ? t('app.menu.expand') : t('app.menu.collapse')}
          aria-expanded={!isCollapsed}
          className="flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm text-slate-500 outline-none hover:bg-slate-100 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-primary"
        >
          {isCollapsed ? (
            <PanelLeftOpen aria-hidden className="size-5" />
          ) : (
            <>
              <PanelLeftClose aria-hidden className="size-5" />
              <span>{t('app.menu.collapse')}</span>
            </>
          )}
        </AriaButton>
      </div>
    </aside>
  );
}

function SideMenuDrawer(props: SideMenuProps) {
  const { t } = useTranslation();
  const isOpen = useUiStore((state) => state.isDrawerOpen);
  const setDrawerOpen = useUiStore((state) => state.setDrawerOpen);
  const close = () => setDrawerOpen(false);

  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={setDrawerOpen}
      isDismissable
      className="fixed inset-0 z-50 bg-slate-900/40 data-entering:animate-fade-in"
    >
      <Modal className="h-full outline-none">
        <Dialog
          aria-label={t('app.menu.label')}
          data-testid="side-menu-drawer"
          style={{ width: LAYOUT.sideMenuWidthPx + 40 }}
          className="flex h-full max-w-[85vw] flex-col bg-white shadow-xl outline-none"
        >
          <div className="flex h-[60px] items-center justify-between border-b border-slate-100 px-4">
            <Logo />
            <AriaButton
              onPress={close}
              aria-label={t('app.menu.close')}
              className="flex size-9 cursor-pointer items-center justify-center rounded-lg text-slate-600 outline-none hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-primary"
            >
              <X aria-hidden className="size-5" />
            </AriaButton>
          </div>
          <SideMenuNav {...props} isCollapsed={false} onNavigate={close} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
