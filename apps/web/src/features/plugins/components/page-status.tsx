import { CreditCard, ShieldCheck, ShieldOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PublicPageSettings } from '@hotel/shared/contracts/public-booking';

/** Which online payment text applies: off, Stripe live or test, or the test mode without one. */
function providerKey(online: PublicPageSettings['onlinePayments']) {
  if (!online.available) return 'plugins.publicPage.onlineOff';
  if (online.provider === 'stripe') {
    return online.isLive
      ? 'plugins.publicPage.providerStripeLive'
      : 'plugins.publicPage.providerStripeTest';
  }
  return 'plugins.publicPage.providerTestMode';
}

/** What the server offers the page: the captcha and the online payment provider. */
export function PageStatus({ settings }: { settings: PublicPageSettings }) {
  const { t } = useTranslation();
  const CaptchaIcon = settings.captcha.enabled ? ShieldCheck : ShieldOff;
  return (
    <section aria-labelledby="public-page-status" className="flex flex-col gap-2">
      <h2 id="public-page-status" className="text-sm font-semibold text-slate-900">
        {t('plugins.publicPage.status')}
      </h2>
      <ul className="flex flex-col gap-1.5 text-sm text-slate-700">
        <li className="flex gap-2" data-testid="public-page-captcha">
          <CaptchaIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-500" />
          <span className="min-w-0 break-words">
            {t(
              settings.captcha.enabled
                ? 'plugins.publicPage.captchaOn'
                : 'plugins.publicPage.captchaOff',
            )}
          </span>
        </li>
        <li className="flex gap-2" data-testid="public-page-provider">
          <CreditCard aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-500" />
          <span>{t(providerKey(settings.onlinePayments))}</span>
        </li>
      </ul>
    </section>
  );
}
