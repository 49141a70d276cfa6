import type { PackageSearch } from '@crewline/protocol';
import { createStore, useStore } from '../../lib/external-store';

/** The board's search as last shown: the package list reads it, the search screen writes it. */
export const packageFilterStore = createStore<PackageSearch>({});
export const usePackageFilter = () => useStore(packageFilterStore);
