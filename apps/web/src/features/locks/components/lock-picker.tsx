import { Check, Search } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Header,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  type Selection,
} from 'react-aria-components';
import type { Lock, LockList } from '@hotel/shared/contracts/locks';
import { TextField } from '@/components/ui/text-field';

/** A door as the picker shows it: its name, and the room for a room lock. */
function lockLabel(lock: Lock) {
  return lock.room ? `${lock.name} · ${lock.room.number}` : lock.name;
}

/** Whether a door's name or room number contains what was typed, case and accents aside. */
function matches(lock: Lock, needle: string) {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLocaleLowerCase();
  return fold(lockLabel(lock)).includes(fold(needle));
}

function LockOption({ lock }: { lock: Lock }) {
  return (
    <ListBoxItem
      id={lock._id}
      textValue={lockLabel(lock)}
      className="group flex cursor-pointer items-center justify-between gap-2 rounded-md px-2.5 py-2 text-sm text-slate-800 outline-none data-focus-visible:ring-2 data-focus-visible:ring-primary data-focused:bg-primary-soft data-selected:font-medium"
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
 * the down arrow moves from the search into it, where the arrows move and Enter or Space picks.
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
  const [search, setSearch] = useState('');
  const listRef = useRef<HTMLDivElement>(null);
  const shown = useMemo(() => {
    const needle = search.trim();
    if (!needle) return locks;
    return {
      shared: locks.shared.filter((lock) => matches(lock, needle)),
      rooms: locks.rooms.filter((lock) => matches(lock, needle)),
    };
  }, [locks, search]);

  const onSelectionChange = (selection: Selection) => {
    if (selection === 'all') return;
    const [first] = selection;
    onChange(first === undefined ? null : String(first));
  };
  return (
    <div className="flex flex-col gap-2">
      <TextField
        label={t('locks.quick.search')}
        type="search"
        value={search}
        onChange={setSearch}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') listRef.current?.focus();
          else event.continuePropagation();
        }}
        endAdornment={<Search aria-hidden className="mr-2 size-4 text-slate-400" />}
      />
      <ListBox
        ref={listRef}
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
        className="max-h-[min(18rem,40dvh)] overflow-y-auto rounded-lg border border-slate-200 p-1 outline-none focus-visible:ring-2 focus-visible:ring-primary"
      >
        <LockSection id="shared" title={t('locks.groups.shared')} locks={shown.shared} />
        <LockSection id="rooms" title={t('locks.groups.rooms')} locks={shown.rooms} />
      </ListBox>
    </div>
  );
}
