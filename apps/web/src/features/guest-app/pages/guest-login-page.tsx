import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGuestAppHotel } from '@/features/guest-app/api/use-guest-app-hotel';
import { GuestAppPageGate } from '@/features/guest-app/components/guest-app-page-gate';
import { GuestCard } from '@/features/guest-app/components/guest-card';
import { CodeStep } from '@/features/guest-app/login/code-step';
import { MobileStep } from '@/features/guest-app/login/mobile-step';
import type { SentCode } from '@/features/guest-app/login/sent-code';

/** /guest_app/{hotel?}/login (spec §4 "Guest auth"): the number, then the code from the SMS. */
export function GuestLoginPage() {
  const { t } = useTranslation();
  const hotel = useGuestAppHotel();
  const [sent, setSent] = useState<SentCode | null>(null);
  const [mobile, setMobile] = useState('');
  return (
    <GuestAppPageGate>
      {(config) => (
        <GuestCard className="mx-auto max-w-md">
          <h2 className="mb-4 text-xl font-semibold text-slate-900">{t('guestApp.login.title')}</h2>
          {sent ? (
            <CodeStep
              config={config}
              hotel={hotel}
              sent={sent}
              onResent={setSent}
              onChangeNumber={() => {
                setMobile(sent.mobile);
                setSent(null);
              }}
            />
          ) : (
            <MobileStep config={config} initialMobile={mobile} onCodeSent={setSent} />
          )}
        </GuestCard>
      )}
    </GuestAppPageGate>
  );
}
