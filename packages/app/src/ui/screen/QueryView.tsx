import type { ReactNode } from 'react';
import LoadFailed from './LoadFailed';

/** What QueryView reads of a TanStack query. */
export interface ViewedQuery<T> {
  data: T | undefined;
  isError: boolean;
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
 * LoadFailed with its retry; then the empty state or the content.
 */
export default function QueryView<T>({ query, failed, failedClassName, isEmpty, empty, children }: Props<T>) {
  if (query.data === undefined) {
    return query.isError ? (
      <LoadFailed message={failed} onRetry={() => void query.refetch()} className={failedClassName} />
    ) : null;
  }
  return isEmpty?.(query.data) ? empty : children(query.data);
}
