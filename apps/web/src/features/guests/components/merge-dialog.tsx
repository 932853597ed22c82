import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Guest } from '@hotel/shared/contracts/guests';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogBody, DialogFooter } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-error';
import { useGuests } from '@/lib/guest-data/get-guests';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useMergeGuestsMutation } from '../api/merge-guests';
import { guestName } from '@/lib/guest-data/guest-name';

/** Merge `guest` with another one: search the other, compare both, choose which is kept. */
export function MergeDialog({ guest, onClose }: { guest: Guest | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      isOpen={guest !== null}
      onOpenChange={(open) => !open && onClose()}
      isDismissable
      size="lg"
      title={t('guests.merge.title')}
    >
      {guest && <MergeForm guest={guest} onClose={onClose} />}
    </Dialog>
  );
}

function GuestCard({
  guest,
  isKept,
  onKeep,
}: {
  guest: Guest;
  isKept: boolean;
  onKeep: () => void;
}) {
  const { t } = useTranslation();
  const rows = [
    guest.email,
    guest.mobile,
    guest.company,
    [guest.postalCode, guest.city].filter(Boolean).join(' '),
  ];
  return (
    <label
      className={`flex cursor-pointer flex-col gap-1 rounded-lg border p-3 text-sm ${isKept ? 'border-primary bg-primary/5' : 'border-slate-200'}`}
    >
      <span className="flex items-center gap-2 font-medium text-slate-900">
        <input type="radio" name="kept-guest" checked={isKept} onChange={onKeep} />
        {guestName(guest)}
      </span>
      {rows.filter(Boolean).map((row) => (
        <span key={row} className="text-slate-600">
          {row}
        </span>
      ))}
      <span className="text-xs text-slate-500">
        {t('guests.list.bookingCount', { count: guest.bookingCount })}
      </span>
      <span className="text-xs font-medium">
        {isKept ? t('guests.merge.kept') : t('guests.merge.removed')}
      </span>
    </label>
  );
}

function MergeForm({ guest, onClose }: { guest: Guest; onClose: () => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const filter = useDebouncedValue(search.trim());
  const candidates = useGuests(filter, 1);
  const [other, setOther] = useState<Guest | null>(null);
  const [keptId, setKeptId] = useState(guest._id);
  const mutation = useMergeGuestsMutation();
  const options = (candidates.data?.items ?? [])
    .filter((item) => item._id !== guest._id)
    .slice(0, 8);

  const merge = () => {
    if (!other) return;
    const target = keptId === guest._id ? guest : other;
    const source = keptId === guest._id ? other : guest;
    mutation.mutate(
      { targetId: target._id, sourceId: source._id },
      {
        onSuccess: (merged) => {
          toast.success(t('guests.merge.done', { name: guestName(merged) }));
          onClose();
        },
      },
    );
  };

  return (
    <>
      <DialogBody>
        {!other ? (
          <div className="flex flex-col gap-3">
            <p className="text-sm text-slate-600">
              {t('guests.merge.intro', { name: guestName(guest) })}
            </p>
            <TextField
              label={t('guests.merge.search')}
              value={search}
              onChange={setSearch}
              type="search"
              autoFocus
            />
            <ul
              className="divide-y divide-slate-100 rounded-lg border border-slate-200"
              aria-label={t('guests.merge.candidates')}
            >
              {options.length === 0 && (
                <li className="p-3 text-sm text-slate-500">{t('guests.list.noMatch')}</li>
              )}
              {options.map((item) => (
                <li key={item._id}>
                  <button
                    type="button"
                    data-testid="merge-candidate"
                    className="w-full px-3 py-2 text-left text-sm hover:bg-slate-50 focus-visible:bg-slate-100 focus-visible:outline-none"
                    onClick={() => setOther(item)}
                  >
                    <span className="font-medium">{guestName(item)}</span>
                    <span className="ml-2 text-slate-500">{item.email}</span>
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <div className="flex flex-col gap-3">
            <p className="text-sm text-slate-600">{t('guests.merge.explain')}</p>
            <div
              className="grid gap-3 sm:grid-cols-2"
              role="radiogroup"
              aria-label={t('guests.merge.whichKept')}
            >
              <GuestCard
                guest={guest}
                isKept={keptId === guest._id}
                onKeep={() => setKeptId(guest._id)}
              />
              <GuestCard
                guest={other}
                isKept={keptId === other._id}
                onKeep={() => setKeptId(other._id)}
              />
            </div>
            {mutation.error && <Alert tone="error">{errorMessage(mutation.error)}</Alert>}
          </div>
        )}
      </DialogBody>
      <DialogFooter>
        <Button variant="secondary" onPress={other ? () => setOther(null) : onClose}>
          {other ? t('app.common.back') : t('app.common.cancel')}
        </Button>
        {other && (
          <Button
            variant="danger"
            onPress={merge}
            isLoading={mutation.isPending}
            data-testid="merge-confirm"
          >
            {t('guests.merge.confirm')}
          </Button>
        )}
      </DialogFooter>
    </>
  );
}
