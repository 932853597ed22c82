import { Check, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  Autocomplete,
  Header,
  Input,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  SearchField,
  useFilter,
  type Selection,
} from 'react-aria-components';
import type { Lock, LockList } from '@hotel/shared/contracts/locks';
import { inputClasses } from '@/components/ui/field-classes';

/** A door as the picker shows it: its name, and the room for a room lock. */
function lockLabel(lock: Lock) {
  return lock.room ? `${lock.name} · ${lock.room.number}` : lock.name;
}

function LockOption({ lock }: { lock: Lock }) {
  return (
    <ListBoxItem
      id={lock._id}
      textValue={lockLabel(lock)}
      data-testid="lock-option"
      className="group flex cursor-pointer items-center justify-between gap-2 rounded-md px-2.5 py-2 text-sm text-slate-800 outline-none data-focused:bg-primary-soft data-selected:font-medium"
    >
      <span className="min-w-0 truncate">{lock.name}</span>
      <span className="flex shrink-0 items-center gap-2 text-xs text-slate-500">
        {lock.room?.number}
        <Check aria-hidden className="invisible size-4 text-primary group-data-selected:visible" />
      </span>
    </ListBoxItem>
  );
}

function LockSection({ id, title, locks }: { id: string; title: string; locks: Lock[] }) {
  if (locks.length === 0) return null;
  return (
    <ListBoxSection id={id} className="pb-1">
      <Header className="px-2.5 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
        {title}
      </Header>
      {locks.map((lock) => (
        <LockOption key={lock._id} lock={lock} />
      ))}
    </ListBoxSection>
  );
}

/**
 * The doors to choose from, entrances first and then rooms (spec §2). Typing filters the list;
 * the arrow keys move through it while the focus stays in the search, Enter picks.
 */
export function LockPicker({
  locks,
  selectedId,
  onChange,
}: {
  locks: LockList;
  selectedId: string | null;
  onChange: (id: string | null) => void;
}) {
  const { t } = useTranslation();
  const { contains } = useFilter({ sensitivity: 'base' });
  const onSelectionChange = (selection: Selection) => {
    if (selection === 'all') return;
    const [first] = selection;
    onChange(first === undefined ? null : String(first));
  };
  return (
    <Autocomplete filter={contains}>
      <div className="flex flex-col gap-2">
        <SearchField aria-label={t('locks.quick.search')} className="relative">
          <Input placeholder={t('locks.quick.search')} className={`${inputClasses} pr-9`} />
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-400"
          />
        </SearchField>
        <ListBox
          aria-label={t('locks.quick.picker')}
          selectionMode="single"
          selectedKeys={selectedId ? [selectedId] : []}
          onSelectionChange={onSelectionChange}
          renderEmptyState={() => (
            <p className="px-2.5 py-4 text-center text-sm text-slate-500">
              {t('locks.quick.noMatch')}
            </p>
          )}
          data-testid="lock-picker"
          className="max-h-[min(18rem,40dvh)] overflow-y-auto rounded-lg border border-slate-200 p-1 outline-none"
        >
          <LockSection id="shared" title={t('locks.groups.shared')} locks={locks.shared} />
          <LockSection id="rooms" title={t('locks.groups.rooms')} locks={locks.rooms} />
        </ListBox>
      </div>
    </Autocomplete>
  );
}
