import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Checkbox as AriaCheckbox,
  Switch as AriaSwitch,
  type CheckboxProps as AriaCheckboxProps,
  type SwitchProps as AriaSwitchProps,
} from 'react-aria-components';

interface CheckboxProps extends Omit<AriaCheckboxProps, 'children' | 'className'> {
  children: ReactNode;
  className?: string;
}

export function Checkbox({ children, className, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox
      {...props}
      className={clsx('group flex cursor-pointer items-center gap-2 text-sm', className)}
    >
      <span className="flex size-4.5 items-center justify-center rounded border border-slate-400 bg-white transition-colors group-data-focus-visible:ring-2 group-data-focus-visible:ring-primary group-data-focus-visible:ring-offset-2 group-data-selected:border-primary group-data-selected:bg-primary">
        <Check aria-hidden className="invisible size-3.5 text-white group-data-selected:visible" />
      </span>
      {children}
    </AriaCheckbox>
  );
}

interface SwitchProps extends Omit<AriaSwitchProps, 'children' | 'className'> {
  children: ReactNode;
  className?: string;
}

export function Switch({ children, className, ...props }: SwitchProps) {
  return (
    <AriaSwitch
      {...props}
      className={clsx('group flex cursor-pointer items-center gap-2 text-sm', className)}
    >
      <span className="flex h-5 w-9 shrink-0 items-center rounded-full bg-slate-300 p-0.5 transition-colors group-data-focus-visible:ring-2 group-data-focus-visible:ring-primary group-data-focus-visible:ring-offset-2 group-data-selected:bg-primary">
        <span className="size-4 rounded-full bg-white shadow transition-transform group-data-selected:translate-x-4" />
      </span>
      {children}
    </AriaSwitch>
  );
}
