import { Check, ShieldCheck, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS, type Permission } from '@hotel/shared/permissions';
import { Card, CardBody, CardHeader } from '@/components/ui/card';

/** What the signed-in person may do in this hotel, so missing menu items are not a mystery. */
export function AccessCard({ role, permissions }: { role: string; permissions: Permission[] }) {
  const { t } = useTranslation();
  return (
    <Card aria-labelledby="access-title">
      <CardHeader
        titleId="access-title"
        icon={<ShieldCheck aria-hidden className="size-5" />}
        title={t('dashboard.access.title')}
        description={t('dashboard.access.role', { role })}
      />
      <CardBody>
        <ul className="flex flex-col gap-3">
          {PERMISSIONS.map((permission) => {
            const isGranted = permissions.includes(permission);
            return (
              <li key={permission} className="flex items-center gap-3 text-sm">
                <span
                  className={
                    isGranted
                      ? 'flex size-6 items-center justify-center rounded-full bg-emerald-100 text-emerald-700'
                      : 'flex size-6 items-center justify-center rounded-full bg-slate-100 text-slate-400'
                  }
                >
                  {isGranted ? (
                    <Check aria-hidden className="size-3.5" />
                  ) : (
                    <X aria-hidden className="size-3.5" />
                  )}
                </span>
                <span className={isGranted ? 'text-slate-900' : 'text-slate-500'}>
                  {t(`dashboard.access.permissions.${permission}`)}
                  <span className="sr-only">
                    {' '}
                    {isGranted ? t('dashboard.access.granted') : t('dashboard.access.notGranted')}
                  </span>
                </span>
              </li>
            );
          })}
        </ul>
      </CardBody>
    </Card>
  );
}
