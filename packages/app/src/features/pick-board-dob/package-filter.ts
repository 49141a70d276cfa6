import { createStore, useStore } from '../../lib/external-store';
import type { PackageFilter } from '../../ui/pick/package-filter';

/** The board's search as last shown: the package list reads it, the search screen writes it. */
export const packageFilterStore = createStore<PackageFilter>({});
export const usePackageFilter = () => useStore(packageFilterStore);
