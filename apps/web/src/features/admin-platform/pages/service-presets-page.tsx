import { ConciergeBell, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { ServicePreset } from '@hotel/shared/contracts/service-presets';
import { BorderedContainer } from '@/components/ui/bordered-container';
import { Button } from '@/components/ui/button';
import { EmptyState, ListError, ListSkeleton } from '@/components/ui/list-states';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { errorMessage } from '@/lib/api-error';
import { confirm, ConfirmCancelledError } from '@/lib/confirm';
import { useDeleteServicePresetMutation } from '../api/delete-service-preset';
import { useServicePresets } from '../api/get-service-presets';
import { formatPresetPrice } from '../components/preset-price';
import { ServicePresetDialog } from '../components/service-preset-dialog';

/** `/admin/service_presets`: the services new hotels can take over and hotels can import. */
export function ServicePresetsPage() {
  const { t } = useTranslation();
  const presetsQuery = useServicePresets();
  const deleteMutation = useDeleteServicePresetMutation();
  const [editing, setEditing] = useState<{ preset?: ServicePreset } | null>(null);

  const onDelete = async (preset: ServicePreset) => {
    try {
      await confirm({
        title: t('adminPlatform.presets.deleteTitle'),
        message: t('adminPlatform.presets.deleteMessage', { name: preset.name }),
        confirmLabel: t('adminPlatform.presets.delete'),
        tone: 'danger',
      });
    } catch (error) {
      if (error instanceof ConfirmCancelledError) return;
      throw error;
    }
    deleteMutation.mutate(preset._id, {
      onSuccess: () => toast.success(t('adminPlatform.presets.deleted', { name: preset.name })),
      onError: (error) => toast.error(errorMessage(error)),
    });
  };

  const presets = presetsQuery.data ?? [];
  const createButton = (
    <Button onPress={() => setEditing({})} data-testid="preset-create">
      <Plus aria-hidden className="size-4" />
      {t('adminPlatform.presets.create')}
    </Button>
  );

  return (
    <PageContainer type="settings">
      <PageHeader
        title={t('adminPlatform.presets.title')}
        description={t('adminPlatform.presets.subtitle')}
        actions={presets.length > 0 ? createButton : undefined}
      />
      <BorderedContainer className="p-0! sm:p-0!">
        {presetsQuery.isPending && (
          <div className="p-4 sm:p-6">
            <ListSkeleton />
          </div>
        )}
        {presetsQuery.isError && (
          <div className="p-4 sm:p-6">
            <ListError error={presetsQuery.error} onRetry={() => void presetsQuery.refetch()} />
          </div>
        )}
        {presetsQuery.isSuccess && presets.length === 0 && (
          <EmptyState
            icon={<ConciergeBell aria-hidden className="size-6" />}
            title={t('adminPlatform.presets.emptyTitle')}
            text={t('adminPlatform.presets.emptyText')}
            action={createButton}
          />
        )}
        {presets.length > 0 && (
          <ul className="divide-y divide-slate-100" aria-label={t('adminPlatform.presets.title')}>
            {presets.map((preset) => (
              <li
                key={preset._id}
                className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6"
                data-testid="preset-row"
              >
                <div className="min-w-0 flex-1 basis-48">
                  <p className="font-medium break-words text-slate-900">{preset.name}</p>
                  {preset.description && (
                    <p className="truncate text-sm text-slate-600">{preset.description}</p>
                  )}
                </div>
                <p className="text-sm text-slate-700 tabular-nums" data-testid="preset-price">
                  {formatPresetPrice(preset.price)}
                  <span className="text-slate-600">
                    {' '}
                    · {t(`adminPlatform.presets.charges.${preset.charge}`)}
                  </span>
                </p>
                <div className="flex gap-1">
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('adminPlatform.presets.editNamed', { name: preset.name })}
                    onPress={() => setEditing({ preset })}
                    data-testid="preset-edit"
                  >
                    <Pencil aria-hidden className="size-4" />
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('adminPlatform.presets.deleteNamed', { name: preset.name })}
                    onPress={() => void onDelete(preset)}
                    data-testid="preset-delete"
                  >
                    <Trash2 aria-hidden className="size-4 text-red-600" />
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </BorderedContainer>
      <ServicePresetDialog
        isOpen={editing !== null}
        preset={editing?.preset}
        onClose={() => setEditing(null)}
      />
    </PageContainer>
  );
}
