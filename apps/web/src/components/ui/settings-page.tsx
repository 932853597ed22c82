import type { ReactNode } from 'react';
import { BorderedContainer } from './bordered-container';
import { ListError } from './list-states';
import { PageContainer } from './page-container';
import { PageHeader } from './page-header';
import { Skeleton } from './skeleton';

/**
 * A settings page that edits one loaded document (payments, guest messages): the header, a
 * form-shaped skeleton while it loads, the load error with a retry, then the form.
 */
export function SettingsPage<Data>({
  title,
  description,
  query,
  children,
}: {
  title: string;
  description: string;
  query: { isPending: boolean; error: unknown; data: Data | undefined; refetch: () => unknown };
  children: (data: Data) => ReactNode;
}) {
  return (
    <PageContainer type="settings">
      <PageHeader title={title} description={description} />
      {query.isPending && (
        <BorderedContainer>
          <div className="flex flex-col gap-4" aria-hidden>
            <Skeleton className="h-5 w-48" />
            <div className="grid gap-3 sm:grid-cols-2">
              <Skeleton className="h-12" />
              <Skeleton className="h-12" />
            </div>
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-24 w-full" />
          </div>
        </BorderedContainer>
      )}
      {query.error != null && (
        <BorderedContainer>
          <ListError error={query.error} onRetry={() => void query.refetch()} />
        </BorderedContainer>
      )}
      {query.data !== undefined && children(query.data)}
    </PageContainer>
  );
}
