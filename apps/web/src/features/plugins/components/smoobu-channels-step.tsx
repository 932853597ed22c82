import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  SMOOBU_CHANNEL_DISPLAYS,
  type SmoobuChannelDisplay,
  type SmoobuChannels,
} from '@hotel/shared/contracts/smoobu';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ListError, ListSkeleton } from '@/components/ui/list-states';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api-error';
import { useSaveSmoobuChannelsMutation, useSmoobuChannels } from '../api/smoobu-channels';
import { MappingHeader, MappingRow } from './mapping-row';

function ChannelsForm({ settings }: { settings: SmoobuChannels }) {
  const { t } = useTranslation();
  const save = useSaveSmoobuChannelsMutation();
  const [displays, setDisplays] = useState<Record<string, SmoobuChannelDisplay>>(() =>
    Object.fromEntries(settings.channels.map((channel) => [channel.id, channel.display])),
  );
  const [ownChannel, setOwnChannel] = useState(settings.smoobu_channel_id);
  const [isOwnChannelMissing, setIsOwnChannelMissing] = useState(false);
  const displayOptions = SMOOBU_CHANNEL_DISPLAYS.map((display) => ({
    id: display,
    label: t(`plugins.smoobu.channels.display.${display}`),
  }));
  const channelOptions = settings.channels.map((channel) => ({
    id: channel.id,
    label: channel.name,
  }));

  const onSave = () => {
    if (!ownChannel) return setIsOwnChannelMissing(true);
    save.mutate(
      {
        channels: settings.channels.map(({ id, name, display }) => ({
          id,
          name,
          display: displays[id] ?? display,
        })),
        smoobu_channel_id: ownChannel,
      },
      { onSuccess: () => toast.success(t('plugins.smoobu.channels.saved')) },
    );
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      <MappingHeader
        source={t('plugins.smoobu.channels.channel')}
        target={t('plugins.smoobu.channels.showAs')}
      />
      <ul className="flex flex-col gap-3 sm:gap-0">
        {settings.channels.map((channel) => (
          <MappingRow key={channel.id} source={channel.name}>
            <Select
              label={
                <>
                  <span className="sm:sr-only">{t('plugins.smoobu.channels.showAs')}</span>
                  <span className="sr-only"> – {channel.name}</span>
                </>
              }
              options={displayOptions}
              value={displays[channel.id] ?? channel.display}
              onChange={(value) =>
                setDisplays({ ...displays, [channel.id]: value as SmoobuChannelDisplay })
              }
              data-testid={`smoobu-channel-${channel.id}`}
            />
          </MappingRow>
        ))}
      </ul>
      <Select
        className="sm:max-w-md"
        label={t('plugins.smoobu.channels.ownChannel')}
        description={t('plugins.smoobu.channels.ownChannelHint')}
        options={channelOptions}
        value={ownChannel}
        onChange={(value) => {
          setOwnChannel(value);
          setIsOwnChannelMissing(false);
        }}
        isRequired
        errorMessage={isOwnChannelMissing ? t('validation.smoobuChannelRequired') : undefined}
        data-testid="smoobu-own-channel"
      />
      {save.error && <Alert tone="error">{errorMessage(save.error)}</Alert>}
      <div>
        <Button type="submit" isLoading={save.isPending} data-testid="smoobu-save-channels">
          {t('plugins.smoobu.channels.save')}
        </Button>
      </div>
    </form>
  );
}

/** Step 3: how each Smoobu channel's reservations show here, and the channel ours go under. */
export function SmoobuChannelsStep() {
  const { t } = useTranslation();
  const query = useSmoobuChannels();
  return (
    <div className="flex flex-col gap-4" data-testid="smoobu-channels-step">
      <p className="text-sm text-slate-600">{t('plugins.smoobu.channels.intro')}</p>
      {query.isPending && <ListSkeleton />}
      {query.error != null && (
        <ListError error={query.error} onRetry={() => void query.refetch()} />
      )}
      {query.data && <ChannelsForm settings={query.data} />}
    </div>
  );
}
