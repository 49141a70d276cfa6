import type { PackageSearch } from '@crewline/protocol';
import { useStore } from '../../lib/external-store';
import { createSessionScopedStore } from '../../session/session-scoped-store';

/** The board's search as last shown: the package list reads it, the search screen writes it. */
export const packageFilterStore = createSessionScopedStore<PackageSearch>({});
export const usePackageFilter = () => useStore(packageFilterStore);
