import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuTrigger,
  Popover,
  Separator,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
  type MenuTriggerProps,
} from 'react-aria-components';

/** A trigger button (first child) and a popover menu (second child). */
export function MenuButton({
  children,
  placement = 'bottom end',
  ...props
}: Omit<MenuTriggerProps, 'children'> & {
  children: [ReactNode, ReactNode];
  placement?: 'bottom end' | 'bottom start';
}) {
  const [trigger, menu] = children;
  return (
    <MenuTrigger {...props}>
      {trigger}
      <Popover
        placement={placement}
        className="min-w-48 rounded-lg border border-slate-200 bg-white p-1 shadow-lg outline-none data-entering:animate-fade-in"
      >
        {menu}
      </Popover>
    </MenuTrigger>
  );
}

export function Menu<T extends object>({ className, ...props }: AriaMenuProps<T>) {
  return <AriaMenu {...props} className={clsx('outline-none', className as string)} />;
}

export function MenuItem({ className, ...props }: AriaMenuItemProps) {
  return (
    <AriaMenuItem
      {...props}
      className={clsx(
        'flex cursor-pointer items-center gap-2 rounded-md px-2.5 py-2 text-sm text-slate-800 outline-none data-focused:bg-primary-soft data-selected:font-semibold',
        className as string,
      )}
    />
  );
}

export function MenuSeparator() {
  return <Separator className="my-1 border-t border-slate-100" />;
}
