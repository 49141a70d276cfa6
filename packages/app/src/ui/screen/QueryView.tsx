import type { ReactNode } from 'react';
import { ServiceError } from '../../lib/service-error';
import LoadFailed from './LoadFailed';

/** What QueryView reads of a TanStack query. */
export interface ViewedQuery<T> {
  data: T | undefined;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

interface Props<T> {
  query: ViewedQuery<T>;
  /** LoadFailed's text when the data could not be loaded. */
  failed: string;
  /** LoadFailed's placing on this screen (see LoadFailed). */
  failedClassName?: string;
  /** Whether the data holds nothing to show; `empty` is shown instead. */
  isEmpty?: (data: T) => boolean;
  /** The empty state (an EmptyState). */
  empty?: ReactNode;
  /** The screen's content, once the data is in. */
  children: (data: T) => ReactNode;
}

/**
 * A screen's states around the query it loads: while loading, nothing (the loading indicator
 * of serviceQuery's `loading` option covers the screen); failed with nothing to show,
 * LoadFailed with its retry (or, when the service refused what the address asks, its reason and
 * no retry: asking again gets the same answer); then the empty state or the content.
 */
export default function QueryView<T>({ query, failed, failedClassName, isEmpty, empty, children }: Props<T>) {
  if (query.data === undefined) {
    if (!query.isError) return null;
    const refusal = query.error instanceof ServiceError && query.error.refused ? query.error.message : undefined;
    return refusal ? (
      <LoadFailed message={refusal} className={failedClassName} />
    ) : (
      <LoadFailed message={failed} onRetry={() => void query.refetch()} className={failedClassName} />
    );
  }
  return isEmpty?.(query.data) ? empty : children(query.data);
}
