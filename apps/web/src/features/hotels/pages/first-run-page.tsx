import { ChevronDown, Hotel as HotelIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button as AriaButton, Disclosure, DisclosurePanel, Heading } from 'react-aria-components';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardBody } from '@/components/ui/card';
import { FormError } from '@/components/ui/form-error';
import { applyServerIssues } from '@/lib/form-errors';
import { currentLanguage } from '@/lib/i18n';
import { useSignedInUser } from '@/lib/session/current-user-query';
import { useCreateHotelMutation } from '@/features/hotels/api/create-hotel';
import { HotelContactFields } from '@/components/hotel-form/hotel-contact-fields';
import { HOTEL_FORM_FIELDS, newHotelFormValues } from '@/components/hotel-form/hotel-form-values';
import { HotelSettingFields } from '@/components/hotel-form/hotel-setting-fields';
import { PropertyTypeField } from '@/components/hotel-form/property-type-field';
import { hasSettingErrors, useHotelForm } from '@/components/hotel-form/use-hotel-form';

/**
 * Shown at / to a signed-in person without any hotel: create the first one. At /hotel/create
 * (`isAdditional`) an owner creates another hotel with the same form and then works in it.
 */
export function FirstRunPage({ isAdditional = false }: { isAdditional?: boolean }) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const createMutation = useCreateHotelMutation();
  const [areDefaultsOpen, setAreDefaultsOpen] = useState(false);
  const { control, handleSubmit, setError, getValues } = useHotelForm(
    'create',
    newHotelFormValues(currentLanguage(), user.email),
    createMutation,
  );

  const onSubmit = handleSubmit(
    ({ _id: _none, ...values }) =>
      createMutation.mutate(values, {
        onSuccess: (hotel) => {
          toast.success(t('hotels.firstRun.created', { name: hotel.name }));
          // Every cached screen belongs to the previous hotel: start clean in the new one.
          if (isAdditional) window.location.assign('/');
        },
        onError: (error) => {
          applyServerIssues(error, setError, HOTEL_FORM_FIELDS);
          setAreDefaultsOpen(true);
        },
      }),
    (errors) => {
      if (hasSettingErrors(errors)) setAreDefaultsOpen(true);
    },
  );

  const setting = getValues('setting');
  return (
    <div className="mx-auto w-full max-w-2xl">
      <div className="mb-6 flex flex-col items-center text-center">
        <span className="mb-4 flex size-14 items-center justify-center rounded-2xl bg-primary-soft text-primary">
          <HotelIcon aria-hidden className="size-7" />
        </span>
        {!isAdditional && (
          <p className="text-sm font-medium text-primary">
            {t('hotels.firstRun.welcome', { name: user.firstName })}
          </p>
        )}
        <h1 className="mt-1 text-2xl font-semibold text-slate-900">
          {t(isAdditional ? 'hotels.create.title' : 'hotels.firstRun.title')}
        </h1>
        <p className="mt-2 max-w-lg text-sm text-slate-600">
          {t(isAdditional ? 'hotels.create.subtitle' : 'hotels.firstRun.subtitle')}
        </p>
      </div>
      <Card>
        <CardBody className="py-6">
          <form
            noValidate
            aria-label={t('hotels.firstRun.formLabel')}
            data-testid="first-run-form"
            onSubmit={onSubmit}
            className="flex flex-col gap-6"
          >
            <HotelContactFields control={control} />
            <PropertyTypeField control={control} />
            <Disclosure
              isExpanded={areDefaultsOpen}
              onExpandedChange={setAreDefaultsOpen}
              className="rounded-lg border border-slate-200"
            >
              <Heading level={2}>
                <AriaButton
                  slot="trigger"
                  data-testid="first-run-defaults"
                  className="flex w-full cursor-pointer items-center justify-between gap-3 rounded-lg px-4 py-3 text-left outline-none hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-primary"
                >
                  <span className="flex flex-col">
                    <span className="text-sm font-medium text-slate-900">
                      {t('hotels.firstRun.defaultsTitle')}
                    </span>
                    <span className="text-xs text-slate-500">
                      {t('hotels.firstRun.defaultsSummary', {
                        language: t(`app.language.names.${setting.defaultLanguage}`),
                        timeZone: setting.timeZone,
                        checkIn: setting.checkInTime,
                        checkOut: setting.checkOutTime,
                        currency: setting.currency,
                      })}
                    </span>
                  </span>
                  <ChevronDown
                    aria-hidden
                    className={`size-4 shrink-0 text-slate-500 transition-transform ${areDefaultsOpen ? 'rotate-180' : ''}`}
                  />
                </AriaButton>
              </Heading>
              <DisclosurePanel>
                {/* Padding lives inside: a collapsed panel keeps its own box (hidden=until-found). */}
                <div className="border-t border-slate-200 px-4 py-4">
                  <HotelSettingFields control={control} />
                </div>
              </DisclosurePanel>
            </Disclosure>
            <FormError error={createMutation.error} />
            <Button
              type="submit"
              size="lg"
              isFullWidth
              isLoading={createMutation.isPending}
              data-testid="first-run-submit"
            >
              {t('hotels.firstRun.submit')}
            </Button>
          </form>
        </CardBody>
      </Card>
    </div>
  );
}
