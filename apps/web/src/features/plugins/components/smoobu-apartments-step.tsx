import { Building2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { SmoobuApartment } from '@hotel/shared/contracts/smoobu';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState, ListError, ListSkeleton } from '@/components/ui/list-states';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api-error';
import { useRooms } from '@/lib/hotel-setup-data/get-rooms';
import { useSaveSmoobuApartmentsMutation, useSmoobuApartments } from '../api/smoobu-apartments';
import { MappingHeader, MappingRow } from './mapping-row';

/** The select's value for "not synced": a Select key cannot be null. */
const NOT_SYNCED = 'none';

type Mapping = Record<string, string | null>;

/** Rooms chosen for more than one apartment: the API would refuse them, so say it first. */
function roomsChosenTwice(mapping: Mapping): Set<string> {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const room of Object.values(mapping)) {
    if (!room) continue;
    if (seen.has(room)) twice.add(room);
    seen.add(room);
  }
  return twice;
}

function ApartmentsForm({
  apartments,
  onDone,
}: {
  apartments: SmoobuApartment[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const rooms = useRooms();
  const save = useSaveSmoobuApartmentsMutation();
  const [mapping, setMapping] = useState<Mapping>(() =>
    Object.fromEntries(apartments.map((apartment) => [apartment.id, apartment.room])),
  );
  const [isSubmitted, setIsSubmitted] = useState(false);
  const twice = roomsChosenTwice(mapping);
  const roomOptions = [
    { id: NOT_SYNCED, label: t('plugins.smoobu.apartments.notSynced') },
    ...(rooms.data ?? []).map((room) => ({
      id: room._id,
      label: `${room.number} · ${room.roomType.name}`,
    })),
  ];
  const roomNumber = (id: string) => rooms.data?.find((room) => room._id === id)?.number ?? '';

  const onSave = () => {
    setIsSubmitted(true);
    if (twice.size > 0) return;
    save.mutate(
      { apartments: apartments.map(({ id }) => ({ id, room: mapping[id] ?? null })) },
      {
        onSuccess: () => {
          toast.success(t('plugins.smoobu.apartments.saved'));
          onDone();
        },
      },
    );
  };

  // Without our rooms there is nothing to choose from: say so rather than offer "not synced" only.
  if (rooms.error != null) {
    return <ListError error={rooms.error} onRetry={() => void rooms.refetch()} />;
  }
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      <MappingHeader
        source={t('plugins.smoobu.apartments.apartment')}
        target={t('plugins.smoobu.apartments.room')}
      />
      <ul className="flex flex-col gap-3 sm:gap-0">
        {apartments.map((apartment) => {
          const room = mapping[apartment.id] ?? null;
          return (
            <MappingRow key={apartment.id} source={apartment.name}>
              <Select
                label={
                  <>
                    <span className="sm:sr-only">{t('plugins.smoobu.apartments.room')}</span>
                    <span className="sr-only"> – {apartment.name}</span>
                  </>
                }
                options={roomOptions}
                value={room ?? NOT_SYNCED}
                onChange={(value) => {
                  setMapping({ ...mapping, [apartment.id]: value === NOT_SYNCED ? null : value });
                }}
                errorMessage={
                  room && twice.has(room)
                    ? t('plugins.smoobu.apartments.roomTwice', { room: roomNumber(room) })
                    : undefined
                }
                data-testid={`smoobu-apartment-${apartment.id}`}
              />
            </MappingRow>
          );
        })}
      </ul>
      {isSubmitted && twice.size > 0 && (
        <Alert tone="error" data-testid="smoobu-apartments-error">
          {t('plugins.smoobu.apartments.fixTwice')}
        </Alert>
      )}
      {save.error && <Alert tone="error">{errorMessage(save.error)}</Alert>}
      <div>
        <Button type="submit" isLoading={save.isPending} data-testid="smoobu-save-apartments">
          {t('plugins.smoobu.saveAndNext')}
        </Button>
      </div>
    </form>
  );
}

/** Step 2: each Smoobu apartment to one of our rooms (and so its room type), or not synced. */
export function SmoobuApartmentsStep({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const query = useSmoobuApartments();
  return (
    <div className="flex flex-col gap-4" data-testid="smoobu-apartments-step">
      <p className="text-sm text-slate-600">{t('plugins.smoobu.apartments.intro')}</p>
      {query.isPending && <ListSkeleton />}
      {query.error != null && (
        <ListError error={query.error} onRetry={() => void query.refetch()} />
      )}
      {query.data?.apartments.length === 0 && (
        <EmptyState
          icon={<Building2 aria-hidden className="size-6" />}
          title={t('plugins.smoobu.apartments.emptyTitle')}
          text={t('plugins.smoobu.apartments.emptyText')}
          action={
            <Button size="sm" variant="secondary" onPress={() => void query.refetch()}>
              {t('plugins.smoobu.apartments.reload')}
            </Button>
          }
        />
      )}
      {query.data && query.data.apartments.length > 0 && (
        <ApartmentsForm apartments={query.data.apartments} onDone={onDone} />
      )}
    </div>
  );
}
