import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  HOTEL_FEATURES,
  HOTEL_PLUGINS,
  type HotelConfiguration,
  type UpdateHotelConfigurationRequest,
} from '@hotel/shared/contracts/admin-hotel';
import { BorderedContainer } from '@/components/ui/bordered-container';
import { Switch } from '@/components/ui/checkbox';
import { FormSaveBar } from '@/components/ui/form-save-bar';
import { useUpdateHotelConfigurationMutation } from '@/features/admin-hotel/api/update-hotel-configuration';

/** Only the switches that differ from the saved state: the server changes only what it is sent. */
function changesOf(saved: HotelConfiguration, current: HotelConfiguration) {
  const features = Object.fromEntries(
    HOTEL_FEATURES.filter((key) => current.features[key] !== saved.features[key]).map((key) => [
      key,
      current.features[key],
    ]),
  );
  const plugins = Object.fromEntries(
    HOTEL_PLUGINS.filter((key) => current.plugins[key] !== saved.plugins[key]).map((key) => [
      key,
      current.plugins[key],
    ]),
  );
  const body: UpdateHotelConfigurationRequest = {};
  if (Object.keys(features).length > 0) body.features = features;
  if (Object.keys(plugins).length > 0) body.plugins = plugins;
  return body;
}

function ConfigSwitch({
  id,
  label,
  description,
  isSelected,
  onChange,
}: {
  id: string;
  label: string;
  description: string;
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
}) {
  return (
    <li className="px-4 py-4 sm:px-6">
      <Switch
        isSelected={isSelected}
        onChange={onChange}
        aria-describedby={`${id}-description`}
        data-testid={id}
        className="font-medium text-slate-900"
      >
        {label}
      </Switch>
      <p id={`${id}-description`} className="mt-1 ml-11 text-sm text-slate-600">
        {description}
      </p>
    </li>
  );
}

/**
 * The hotel's features and plugins as switches, saved together; a refusal (a plugin that needs
 * setting up first) is the server's message and nothing is changed.
 */
export function HotelConfigurationForm({
  hotelId,
  configuration,
}: {
  hotelId: string;
  configuration: HotelConfiguration;
}) {
  const { t } = useTranslation();
  const mutation = useUpdateHotelConfigurationMutation(hotelId);
  const [saved, setSaved] = useState(configuration);
  const [current, setCurrent] = useState(configuration);
  const changes = changesOf(saved, current);
  const isDirty = Object.keys(changes).length > 0;

  function onSave() {
    const sent = current;
    mutation.mutate(changes, {
      onSuccess: (next) => {
        setSaved(next);
        // A switch flipped while the save was on its way stays flipped (and unsaved).
        setCurrent((now) => (now === sent ? next : now));
        toast.success(t('adminHotel.configuration.saved'));
      },
    });
  }

  return (
    <BorderedContainer className="p-0! sm:p-0!">
      <div data-testid="config-form">
        <h3 className="px-4 pt-5 text-base font-semibold text-slate-900 sm:px-6">
          {t('adminHotel.configuration.features')}
        </h3>
        <ul className="divide-y divide-slate-100">
          {HOTEL_FEATURES.map((feature) => (
            <ConfigSwitch
              key={feature}
              id={`config-feature-${feature}`}
              label={t(`hotels.features.flags.${feature}.label`)}
              description={
                t(`hotels.features.flags.${feature}.description`) +
                (feature === 'nine_digit_additional_entrance' &&
                !current.features.additional_entrance
                  ? ` ${t('adminHotel.configuration.needsEntrance')}`
                  : '')
              }
              isSelected={current.features[feature]}
              onChange={(isSelected) =>
                setCurrent((value) => ({
                  ...value,
                  features: { ...value.features, [feature]: isSelected },
                }))
              }
            />
          ))}
        </ul>
        <h3 className="border-t border-slate-100 px-4 pt-5 text-base font-semibold text-slate-900 sm:px-6">
          {t('adminHotel.configuration.plugins')}
        </h3>
        <ul className="divide-y divide-slate-100">
          {HOTEL_PLUGINS.map((plugin) => (
            <ConfigSwitch
              key={plugin}
              id={`config-plugin-${plugin}`}
              label={t(`adminHotel.configuration.plugin.${plugin}.label`)}
              description={t(`adminHotel.configuration.plugin.${plugin}.description`)}
              isSelected={current.plugins[plugin]}
              onChange={(isSelected) =>
                setCurrent((value) => ({
                  ...value,
                  plugins: { ...value.plugins, [plugin]: isSelected },
                }))
              }
            />
          ))}
        </ul>
      </div>
      <FormSaveBar
        error={mutation.error}
        isDirty={isDirty}
        isPending={mutation.isPending}
        onDiscard={() => {
          setCurrent(saved);
          mutation.reset();
        }}
        discardLabel={t('adminHotel.configuration.discard')}
        onSave={onSave}
        saveTestId="config-save"
      />
    </BorderedContainer>
  );
}
