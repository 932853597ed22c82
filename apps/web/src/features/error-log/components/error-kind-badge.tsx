import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import type { ErrorLogKind } from '@hotel/shared/contracts/error-log';

const TONES: Record<ErrorLogKind, string> = {
  server: 'bg-red-50 text-red-800 ring-red-200',
  job: 'bg-amber-50 text-amber-900 ring-amber-200',
  client: 'bg-sky-50 text-sky-900 ring-sky-200',
};

export function ErrorKindBadge({ kind }: { kind: ErrorLogKind }) {
  const { t } = useTranslation();
  return (
    <span
      className={clsx(
        'inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
        TONES[kind],
      )}
      data-testid="error-group-kind"
    >
      {t(`errorLog.kind.${kind}`)}
    </span>
  );
}
