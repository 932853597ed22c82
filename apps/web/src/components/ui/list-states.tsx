import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';

export function ListSkeleton() {
  return (
    <div className="flex flex-col gap-3" aria-hidden>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} className="h-14 w-full" />
      ))}
    </div>
  );
}

export function ListError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      tone="error"
      title={t('app.errors.loadFailed')}
      actions={
        <Button size="sm" variant="secondary" onPress={onRetry}>
          {t('app.common.retry')}
        </Button>
      }
    >
      {errorMessage(error)}
    </Alert>
  );
}

export function EmptyState({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 px-4 py-10 text-center">
      <div className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
        {icon}
      </div>
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      <p className="max-w-md text-sm text-slate-600">{text}</p>
      {action}
    </div>
  );
}

/** The skeleton while a list inside a flush card loads, or its load error with a retry. */
export function ListLoadState({
  query,
}: {
  query: { isPending: boolean; error: unknown; refetch: () => unknown };
}) {
  if (!query.isPending && !query.error) return null;
  return (
    <div className="p-4 sm:p-6">
      {query.error ? (
        <ListError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <ListSkeleton />
      )}
    </div>
  );
}
