import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BorderedContainer } from '@/components/ui/bordered-container';
import { SettingsPage } from '@/components/ui/settings-page';
import { useSmoobuPlugin, type SmoobuPluginState } from '../api/smoobu-plugin';
import { PluginNav } from '../components/plugin-nav';
import { SmoobuApartmentsStep } from '../components/smoobu-apartments-step';
import { SmoobuChannelsStep } from '../components/smoobu-channels-step';
import { SmoobuCredentialsStep } from '../components/smoobu-credentials-step';
import { SmoobuEnableCard } from '../components/smoobu-enable-card';
import { SmoobuStepper } from '../components/smoobu-stepper';
import {
  parseSmoobuStep,
  SMOOBU_STEP_PARAM,
  SMOOBU_STEPS,
  type SmoobuStep,
} from '../components/smoobu-steps';

function SmoobuWizard({ plugin }: { plugin: SmoobuPluginState }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const hasKey = plugin.api_key.configured;
  // Without a stored key Smoobu cannot be asked: whatever the address says, step 1 shows.
  const step = hasKey ? parseSmoobuStep(params.get(SMOOBU_STEP_PARAM)) : 'credentials';
  // A step stays mounted once opened (hidden while another shows), so nothing typed is lost.
  const [visited, setVisited] = useState<SmoobuStep[]>([step]);
  if (!visited.includes(step)) setVisited([...visited, step]);
  const goTo = (next: SmoobuStep) => setParams({ [SMOOBU_STEP_PARAM]: next });

  return (
    <div className="flex flex-col gap-6">
      <PluginNav />
      <SmoobuStepper current={step} isOpen={hasKey} />
      <BorderedContainer>
        {SMOOBU_STEPS.filter((shown) => visited.includes(shown)).map((shown) => (
          <section
            key={shown}
            hidden={shown !== step}
            aria-labelledby={`smoobu-step-${shown}`}
            className="flex flex-col gap-4"
          >
            <h2 id={`smoobu-step-${shown}`} className="text-base font-semibold text-slate-900">
              {t(`plugins.smoobu.steps.${shown}`)}
            </h2>
            {shown === 'credentials' && (
              <SmoobuCredentialsStep plugin={plugin} onDone={() => goTo('apartments')} />
            )}
            {shown === 'apartments' && <SmoobuApartmentsStep onDone={() => goTo('channels')} />}
            {shown === 'channels' && <SmoobuChannelsStep />}
          </section>
        ))}
      </BorderedContainer>
      {step === 'channels' && <SmoobuEnableCard plugin={plugin} />}
    </div>
  );
}

/** /plugins/smoobu (manageHotel): the Smoobu channel manager's three steps, then enable. */
export function SmoobuSettingsPage() {
  const { t } = useTranslation();
  return (
    <SettingsPage
      title={t('plugins.smoobu.title')}
      description={t('plugins.smoobu.subtitle')}
      query={useSmoobuPlugin()}
    >
      {(plugin) => <SmoobuWizard plugin={plugin} />}
    </SettingsPage>
  );
}
