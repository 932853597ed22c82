import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxGroup } from 'react-aria-components';
import { toast } from 'sonner';
import type { ServicePreset } from '@hotel/shared/contracts/service-presets';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogBody, DialogFooter } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { formatMoney, useHotelCurrency } from '@/lib/money';
import { useHotelServicePresets } from '../api/get-service-presets';
import { useImportServicePresetsMutation } from '../api/import-service-presets';

/**
 * The hotel's services page: "Import presets" opens a list of the platform's presets to tick;
 * names the hotel already has are shown but cannot be ticked (the import would skip them).
 * Nothing shows while there are no presets (or they cannot be read).
 */
export function ImportPresetsButton({ existingNames }: { existingNames: readonly string[] }) {
  const { t } = useTranslation();
  const presetsQuery = useHotelServicePresets();
  const [isOpen, setOpen] = useState(false);
  const presets = presetsQuery.data ?? [];
  if (presets.length === 0) return null;
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)} data-testid="import-presets">
        <Download aria-hidden className="size-4" />
        {t('adminPlatform.import.button')}
      </Button>
      <Dialog
        isOpen={isOpen}
        onOpenChange={setOpen}
        isDismissable
        title={t('adminPlatform.import.title')}
      >
        {isOpen && (
          <ImportPresetsForm
            presets={presets}
            existingNames={existingNames}
            onClose={() => setOpen(false)}
          />
        )}
      </Dialog>
    </>
  );
}

function ImportPresetsForm({
  presets,
  existingNames,
  onClose,
}: {
  presets: ServicePreset[];
  existingNames: readonly string[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const currency = useHotelCurrency();
  const mutation = useImportServicePresetsMutation();
  const [selected, setSelected] = useState<string[]>([]);
  const taken = new Set(existingNames.map((name) => name.toLowerCase()));
  const isTaken = (preset: ServicePreset) => taken.has(preset.name.toLowerCase());

  const onImport = () =>
    mutation.mutate(
      { presetIds: selected },
      {
        onSuccess: ({ created }) => {
          toast.success(t('adminPlatform.import.added', { count: created }));
          onClose();
        },
      },
    );

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onImport();
      }}
      data-testid="import-presets-form"
    >
      <DialogBody>
        <CheckboxGroup
          value={selected}
          onChange={setSelected}
          aria-label={t('adminPlatform.import.title')}
          className="flex flex-col gap-3"
        >
          <p>{t('adminPlatform.import.intro', { currency })}</p>
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
            {presets.map((preset) => (
              <li key={preset._id} className="px-3 py-2.5">
                <Checkbox
                  value={preset._id}
                  isDisabled={isTaken(preset)}
                  className="w-full data-disabled:cursor-default"
                  data-testid="import-preset-option"
                >
                  <span className="flex flex-1 flex-wrap justify-between gap-x-3">
                    <span className="font-medium text-slate-900">
                      {preset.name}
                      {isTaken(preset) && (
                        <span className="ml-2 text-xs font-normal text-slate-600">
                          {t('adminPlatform.import.alreadyThere')}
                        </span>
                      )}
                    </span>
                    <span className="text-slate-600 tabular-nums">
                      {formatMoney(preset.price, currency)}{' '}
                      {t(`adminPlatform.presets.charges.${preset.charge}`)}
                    </span>
                  </span>
                </Checkbox>
              </li>
            ))}
          </ul>
        </CheckboxGroup>
        <FormError error={mutation.error} className="mt-3" />
      </DialogBody>
      <DialogFooter>
        <Button variant="secondary" onPress={onClose}>
          {t('app.common.cancel')}
        </Button>
        <Button
          type="submit"
          isDisabled={selected.length === 0}
          isLoading={mutation.isPending}
          data-testid="import-presets-submit"
        >
          {t('adminPlatform.import.submit', { count: selected.length })}
        </Button>
      </DialogFooter>
    </form>
  );
}
