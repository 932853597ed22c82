import { clsx } from 'clsx';
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsProps,
} from 'react-aria-components';

export function Tabs({ className, ...props }: TabsProps) {
  return <AriaTabs {...props} className={clsx('flex flex-col', className as string)} />;
}

export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return (
    <AriaTabList
      {...props}
      className={clsx('flex gap-1 overflow-x-auto border-b border-slate-200', className as string)}
    />
  );
}

export function Tab({ className, ...props }: TabProps) {
  return (
    <AriaTab
      {...props}
      className={clsx(
        '-mb-px cursor-pointer border-b-2 border-transparent px-4 py-2.5 text-sm font-medium whitespace-nowrap text-slate-600 outline-none hover:text-slate-900 data-focus-visible:ring-2 data-focus-visible:ring-primary data-selected:border-primary data-selected:text-primary',
        className as string,
      )}
    />
  );
}

export function TabPanel({ className, ...props }: TabPanelProps) {
  return <AriaTabPanel {...props} className={clsx('pt-5 outline-none', className as string)} />;
}
