import { Search, Star, UserPlus, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GuestSummary } from '@hotel/shared/contracts/guests';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useGuests } from '@/lib/guest-data/get-guests';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { guestName } from '@/lib/guest-data/guest-name';
import { NewGuestDialog } from './new-guest-dialog';

const MIN_SEARCH_LENGTH = 2;
const SEARCH_RESULTS = 10;

/** Search-or-create of a guest: results show name, email and company; "new guest" opens a dialog. */
export function GuestPicker({
  label,
  value,
  onChange,
  isDisabled,
  errorMessage,
  excludeIds = [],
}: {
  label: string;
  value: GuestSummary | null;
  onChange: (guest: GuestSummary | null) => void;
  isDisabled?: boolean;
  errorMessage?: string;
  excludeIds?: readonly string[];
}) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const [isCreating, setIsCreating] = useState(false);
  const debounced = useDebouncedValue(filter);
  const isSearching = debounced.trim().length >= MIN_SEARCH_LENGTH;
  const search = useGuests(debounced, 1, { limit: SEARCH_RESULTS, isEnabled: isSearching });
  const results = (search.data?.items ?? []).filter((guest) => !excludeIds.includes(guest._id));
  const showResults = !value && isSearching;

  if (value) {
    return (
      <div className="flex flex-col">
        <span className="mb-1 text-sm font-medium text-slate-700">{label}</span>
        <div className="flex items-center justify-between gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm">
          <span className="min-w-0">
            <span className="font-medium" data-testid="picked-guest">
              {guestName(value)}
            </span>
            {value.vip && <Star aria-hidden className="ml-1 inline size-3.5 text-amber-500" />}
            <span className="block truncate text-xs text-slate-500">
              {[value.email, value.company].filter(Boolean).join(' · ')}
            </span>
          </span>
          {!isDisabled && (
            <Button
              size="sm"
              variant="ghost"
              aria-label={t('bookings.guest.change')}
              onPress={() => onChange(null)}
            >
              <X aria-hidden className="size-4" />
            </Button>
          )}
        </div>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-end gap-2">
        <TextField
          label={label}
          type="search"
          value={filter}
          onChange={setFilter}
          isDisabled={isDisabled}
          placeholder={t('bookings.guest.searchPlaceholder')}
          errorMessage={errorMessage}
          className="flex-1"
          endAdornment={<Search aria-hidden className="mr-3 size-4 text-slate-400" />}
        />
        <Button variant="secondary" isDisabled={isDisabled} onPress={() => setIsCreating(true)}>
          <UserPlus aria-hidden className="size-4" />
          {t('bookings.guest.new')}
        </Button>
      </div>
      {showResults && (
        <ul
          aria-label={t('bookings.guest.results')}
          className="max-h-60 divide-y divide-slate-100 overflow-auto rounded-lg border border-slate-200"
        >
          {results.length === 0 && !search.isFetching && (
            <li className="px-3 py-2 text-sm text-slate-500">{t('bookings.guest.noResults')}</li>
          )}
          {results.map((guest) => (
            <li key={guest._id}>
              <button
                type="button"
                data-testid="guest-result"
                onClick={() => {
                  onChange(guest);
                  setFilter('');
                }}
                className="flex w-full flex-col px-3 py-2 text-left text-sm outline-none hover:bg-slate-50 focus-visible:bg-primary-soft"
              >
                <span className="font-medium">{guestName(guest)}</span>
                <span className="text-xs text-slate-500">
                  {[guest.email, guest.company].filter(Boolean).join(' · ')}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <NewGuestDialog
        isOpen={isCreating}
        initialName={filter}
        onClose={() => setIsCreating(false)}
        onCreated={(guest) => {
          onChange(guest);
          setFilter('');
        }}
      />
    </div>
  );
}
