import { ChevronDown } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button as AriaButton, Disclosure, DisclosurePanel, Heading } from 'react-aria-components';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { AdminCreateHotelRequest } from '@hotel/shared/contracts/admin-hotels';
import { Button } from '@/components/ui/button';
import { Card, CardBody } from '@/components/ui/card';
import { FormError } from '@/components/ui/form-error';
import { FormSection } from '@/components/ui/form-section';
import { FormTextField } from '@/components/ui/form-text-field';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { TextLink } from '@/components/ui/text-link';
import { applyServerIssues } from '@/lib/form-errors';
import { currentLanguage } from '@/lib/i18n';
import { HotelContactFields } from '@/components/hotel-form/hotel-contact-fields';
import {
  HOTEL_FORM_FIELDS,
  newHotelFormValues,
  type HotelFormValues,
} from '@/components/hotel-form/hotel-form-values';
import { HotelSettingFields } from '@/components/hotel-form/hotel-setting-fields';
import { PropertyTypeField } from '@/components/hotel-form/property-type-field';
import { hasSettingErrors, useHotelForm } from '@/components/hotel-form/use-hotel-form';
import { useCreateAdminHotelMutation } from '../api/create-admin-hotel';
import {
  OWNER_FIELDS,
  useOwnerPresetForm,
  type OwnerPresetValues,
} from '../components/owner-preset-form';
import { OwnerFields } from '../components/owner-fields';
import { RoomTypePresetField } from '../components/room-type-preset-field';
import { ServicePresetField } from '../components/service-preset-field';

const HOTEL_FIELDS = [...HOTEL_FORM_FIELDS, 'symbol_code'];
/** The request nests the hotel under `hotel`; its form has the fields at the top. */
const HOTEL_FIELD_OF_PATH = Object.fromEntries(
  HOTEL_FIELDS.map((field) => [`hotel.${field}`, field]),
) as Record<string, (typeof HOTEL_FORM_FIELDS)[number]>;

const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

/** /admin/hotel/create: a hotel for an owner by email, with room types and services from presets. */
export function AdminCreateHotelPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mutation = useCreateAdminHotelMutation();
  const [areDefaultsOpen, setAreDefaultsOpen] = useState(false);
  const [hasFieldIssues, setHasFieldIssues] = useState(false);
  const hotelForm = useHotelForm('create', newHotelFormValues(currentLanguage(), ''), mutation);
  const ownerForm = useOwnerPresetForm(mutation);
  const setting = useWatch({ control: hotelForm.control, name: 'setting' });
  const typedCurrency = setting.currency.trim().toUpperCase();
  const currency = CURRENCIES.has(typedCurrency) ? typedCurrency : 'EUR';

  const save = (body: AdminCreateHotelRequest) =>
    mutation.mutate(body, {
      onSuccess: (created) => {
        const texts = { name: created.name, email: created.owner.email };
        toast.success(
          t(
            created.owner.invited ? 'adminHotels.create.invited' : 'adminHotels.create.added',
            texts,
          ),
        );
        void navigate(`/admin/hotel/${created._id}`);
      },
      onError: (error) => {
        const onHotel = applyServerIssues(
          error,
          hotelForm.setError,
          HOTEL_FIELDS,
          HOTEL_FIELD_OF_PATH,
        );
        const onOwner = applyServerIssues(error, ownerForm.setError, OWNER_FIELDS);
        setHasFieldIssues(onHotel || onOwner);
        if (hasSettingErrors(hotelForm.formState.errors)) setAreDefaultsOpen(true);
      },
    });

  // Both forms check their fields on every submit; the hotel's first error gets the focus.
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!hotelForm.getValues('symbol_code')) hotelForm.setValue('symbol_code', undefined);
    let owner: OwnerPresetValues | undefined;
    let hotel: HotelFormValues | undefined;
    await ownerForm.handleSubmit((values) => {
      owner = values;
    })();
    await hotelForm.handleSubmit(
      (values) => {
        hotel = values;
      },
      (errors) => {
        if (hasSettingErrors(errors)) setAreDefaultsOpen(true);
      },
    )();
    if (!owner || !hotel) return;
    const { _id: _none, ...hotelValues } = hotel;
    save({ ...owner, hotel: hotelValues });
  };

  return (
    <PageContainer type="form">
      <TextLink to="/admin/hotel" className="mb-3 self-start text-sm">
        {t('adminHotels.create.back')}
      </TextLink>
      <PageHeader
        title={t('adminHotels.create.title')}
        description={t('adminHotels.create.subtitle')}
      />
      <Card>
        <CardBody className="py-6">
          <form
            noValidate
            aria-label={t('adminHotels.create.formLabel')}
            data-testid="admin-hotel-create-form"
            onSubmit={(event) => void onSubmit(event)}
            className="flex flex-col gap-6"
          >
            <FormSection title={t('adminHotels.create.hotelSection')}>
              <HotelContactFields control={hotelForm.control} />
              <FormTextField
                control={hotelForm.control}
                name="symbol_code"
                label={t('adminHotels.create.symbolCode')}
                description={t('adminHotels.create.symbolCodeHint')}
                autoComplete="off"
                data-testid="admin-hotel-symbol-code"
              />
              <PropertyTypeField control={hotelForm.control} />
              <Disclosure
                isExpanded={areDefaultsOpen}
                onExpandedChange={setAreDefaultsOpen}
                className="rounded-lg border border-slate-200"
              >
                <Heading level={3}>
                  <AriaButton
                    slot="trigger"
                    data-testid="admin-hotel-defaults"
                    className="flex w-full cursor-pointer items-center justify-between gap-3 rounded-lg px-4 py-3 text-left outline-none hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-primary"
                  >
                    <span className="flex flex-col">
                      <span className="text-sm font-medium text-slate-900">
                        {t('adminHotels.create.defaultsTitle')}
                      </span>
                      <span className="text-xs text-slate-600">
                        {t('adminHotels.create.defaultsSummary', {
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
                  <div className="border-t border-slate-200 px-4 py-4">
                    <HotelSettingFields control={hotelForm.control} />
                  </div>
                </DisclosurePanel>
              </Disclosure>
            </FormSection>
            <FormSection title={t('adminHotels.create.ownerSection')}>
              <OwnerFields control={ownerForm.control} />
            </FormSection>
            <FormSection title={t('adminHotels.create.roomTypesSection')}>
              <RoomTypePresetField
                control={ownerForm.control}
                language={setting.defaultLanguage}
                currency={currency}
              />
            </FormSection>
            <FormSection title={t('adminHotels.create.servicesSection')}>
              <ServicePresetField control={ownerForm.control} currency={currency} />
            </FormSection>
            {!hasFieldIssues && <FormError error={mutation.error} />}
            <Button
              type="submit"
              size="lg"
              isLoading={mutation.isPending}
              className="self-end"
              data-testid="admin-hotel-create-submit"
            >
              {t('adminHotels.create.submit')}
            </Button>
          </form>
        </CardBody>
      </Card>
    </PageContainer>
  );
}
