import { ConciergeBell, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Service } from '@hotel/shared/contracts/services';
import { BorderedContainer } from '@/components/ui/bordered-container';
import { Button } from '@/components/ui/button';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { errorMessage } from '@/lib/api-error';
import { confirm, ConfirmCancelledError } from '@/lib/confirm';
import { formatMoney, useHotelCurrency } from '@/lib/money';
import { useDeleteServiceMutation } from '../api/delete-service';
import { useServices } from '@/lib/hotel-setup-data/get-services';
import { EmptyState, ListError, ListSkeleton } from '@/components/ui/list-states';
import { ServiceDialog } from '../components/service-dialog';
import { ImportPresetsButton } from '../components/import-presets-dialog';

export function ServicesPage() {
  const { t } = useTranslation();
  const servicesQuery = useServices();
  const currency = useHotelCurrency();
  const deleteMutation = useDeleteServiceMutation();
  const [editing, setEditing] = useState<{ service?: Service } | null>(null);

  const onDelete = async (service: Service) => {
    try {
      await confirm({
        title: t('hotelSetup.services.deleteTitle'),
        message: t('hotelSetup.services.deleteMessage', { name: service.name }),
        confirmLabel: t('hotelSetup.common.delete'),
        tone: 'danger',
      });
    } catch (error) {
      if (error instanceof ConfirmCancelledError) return;
      throw error;
    }
    deleteMutation.mutate(service._id, {
      onSuccess: () => toast.success(t('hotelSetup.services.deleted', { name: service.name })),
      onError: (error) => toast.error(errorMessage(error)),
    });
  };

  const services = servicesQuery.data ?? [];
  const createButton = (
    <Button onPress={() => setEditing({})} data-testid="service-create">
      <Plus aria-hidden className="size-4" />
      {t('hotelSetup.services.create')}
    </Button>
  );
  // The platform's service presets, to take over (hidden while there are none).
  const importButton = servicesQuery.isSuccess ? (
    <ImportPresetsButton existingNames={services.map((service) => service.name)} />
  ) : null;

  return (
    <PageContainer type="settings">
      <PageHeader
        title={t('hotelSetup.services.title')}
        description={t('hotelSetup.services.subtitle')}
        actions={
          <>
            {importButton}
            {services.length > 0 && createButton}
          </>
        }
      />
      <BorderedContainer className="p-0! sm:p-0!">
        {servicesQuery.isPending && (
          <div className="p-4 sm:p-6">
            <ListSkeleton />
          </div>
        )}
        {servicesQuery.isError && (
          <div className="p-4 sm:p-6">
            <ListError error={servicesQuery.error} onRetry={() => void servicesQuery.refetch()} />
          </div>
        )}
        {servicesQuery.isSuccess && services.length === 0 && (
          <EmptyState
            icon={<ConciergeBell aria-hidden className="size-6" />}
            title={t('hotelSetup.services.emptyTitle')}
            text={t('hotelSetup.services.emptyText')}
            action={createButton}
          />
        )}
        {services.length > 0 && (
          <ul className="divide-y divide-slate-100" aria-label={t('hotelSetup.services.title')}>
            {services.map((service) => (
              <li
                key={service._id}
                className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6"
                data-testid="service-row"
              >
                <div className="min-w-0 flex-1 basis-48">
                  <p className="font-medium text-slate-900">
                    {service.name}
                    {!service.active && (
                      <span className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-normal text-slate-600">
                        {t('hotelSetup.services.inactive')}
                      </span>
                    )}
                  </p>
                  {service.description && (
                    <p className="truncate text-sm text-slate-500">{service.description}</p>
                  )}
                </div>
                <p className="text-sm text-slate-700 tabular-nums">
                  {formatMoney(service.price, currency)}
                  <span className="text-slate-500">
                    {' '}
                    · {t(`hotelSetup.services.charges.${service.charge}`)}
                  </span>
                </p>
                <div className="flex gap-1">
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('hotelSetup.common.editNamed', { name: service.name })}
                    onPress={() => setEditing({ service })}
                  >
                    <Pencil aria-hidden className="size-4" />
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('hotelSetup.common.deleteNamed', { name: service.name })}
                    onPress={() => void onDelete(service)}
                  >
                    <Trash2 aria-hidden className="size-4 text-red-600" />
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </BorderedContainer>
      <ServiceDialog
        isOpen={editing !== null}
        service={editing?.service}
        onClose={() => setEditing(null)}
      />
    </PageContainer>
  );
}
