import {
  CHOICE_TEXTS,
  matchesSearch,
  PACKAGE_PAGE_SIZE,
  type PackageRow,
  type PackageSearch,
  PICK_BOARD_TEXTS,
  pickSheetName,
} from '@crewline/protocol';
import type { Db } from '../../db/client';
import { KeptReads } from '../../lib/kept-reads';
import type { ItemProjection, LoadedRound, Projection } from '../pick';
import { holdersIn, populationOffer } from './board-cache';
import { packageSummary, withHolders } from './package-summary';

/**
 * The board's package list. What every viewer of a population sees alike — each package with
 * who holds its places — is worked out once per round as the process keeps it (a save or an award
 * makes a new one); a call then adds, for the one page it answers, where each open package stands
 * for the viewer. A depot offers ~250 packages: the page keeps a call small and cheap.
 */

export type ListedPackage = Omit<PackageRow, 'projection' | 'selected'>;

/** By the round as kept (or by the population's offer when it has no work round), by population. */
const listed = new KeptReads<object, number, ListedPackage[]>();

async function readListed(db: Db, round: LoadedRound | undefined, populationId: number): Promise<ListedPackage[]> {
  const { rows, summaries } = await populationOffer(db, populationId);
  const held = await holdersIn(db, round, new Set(rows.map((r) => r.packageId)));
  return rows.map((pkg) =>
    withHolders(
      summaries.get(pkg.packageId) ?? packageSummary(pkg, []),
      (held.get(pkg.packageId) ?? []).map((h) => pickSheetName(h.rank, h.firstName, h.lastName)),
    ),
  );
}

/** The population's packages by code, each with who took its places in the work round as kept. */
export async function listedPackages(
  db: Db,
  round: LoadedRound | undefined,
  populationId: number,
): Promise<ListedPackage[]> {
  const owner: object = round ?? (await populationOffer(db, populationId));
  return listed.get(owner, populationId, () => readListed(db, round, populationId));
}

type Standing = PackageRow['projection'];
type Meaning = { status: 'AT_RISK' | 'SAFE'; reason: string };

/** Where an open item stands for the employee at their turn; who is projected to take it, in words. */
export function standing(item: ItemProjection | undefined, free: number): Standing {
  if (!item || item.slotsNow === 0) return null;
  if (item.slotsAtTurn === 0)
    return {
      status: 'PROJECTED_TAKEN',
      reason: item.by
        ? CHOICE_TEXTS.projectedTaken(item.by.rank, item.by.choice || undefined)
        : PICK_BOARD_TEXTS.projectedFull,
    };
  // What At risk and Safe mean is the same for every package: the legend says it once.
  return { status: item.slotsAtTurn > free ? 'SAFE' : 'AT_RISK', reason: null };
}

const openOf = (rows: readonly { seatsLeft: number }[]) => rows.reduce((n, p) => n + (p.seatsLeft > 0 ? 1 : 0), 0);

/** The list as one employee sees it: every row with its standing for them, and the legend. */
interface View {
  rows: PackageRow[];
  open: number;
  legend: Meaning[];
}

/** By the projection's items (kept until the round changes; NO_PROJECTION without one), by the list. */
const views = new WeakMap<object, WeakMap<readonly ListedPackage[], View>>();
const NO_PROJECTION = {};

function readView(all: readonly ListedPackage[], projection: Projection | undefined): View {
  const items = new Map(projection?.items.map((i) => [Number(i.itemId), i]));
  const free = projection?.freeUnits ?? 0;
  const rows = all.map(
    (p): PackageRow => ({
      ...p,
      projection: projection ? standing(items.get(p.packageId), free) : null,
      selected: false,
    }),
  );
  const shown = new Set(rows.map((r) => r.projection?.status));
  const legend: Meaning[] = [
    ...(shown.has('AT_RISK') ? [{ status: 'AT_RISK' as const, reason: CHOICE_TEXTS.atRisk(free) }] : []),
    ...(shown.has('SAFE') ? [{ status: 'SAFE' as const, reason: CHOICE_TEXTS.safe }] : []),
  ];
  return { rows, open: openOf(rows), legend };
}

/** The employee's view of the list, worked out once while the round and their projection stand. */
function viewOf(all: readonly ListedPackage[], projection: Projection | undefined): View {
  const key = projection?.items ?? NO_PROJECTION;
  let byList = views.get(key);
  if (!byList) {
    byList = new WeakMap();
    views.set(key, byList);
  }
  let view = byList.get(all);
  if (!view) {
    view = readView(all, projection);
    byList.set(all, view);
  }
  return view;
}

export interface PackagePageAsk {
  search?: PackageSearch | undefined;
  offset?: number | undefined;
  limit?: number | undefined;
}

/** One page of the matching packages, each open one with its standing for the employee; the first selected. */
export function packagePage(
  all: readonly ListedPackage[],
  projection: Projection | undefined,
  { search, offset = 0, limit = PACKAGE_PAGE_SIZE }: PackagePageAsk,
) {
  const view = viewOf(all, projection);
  const matching = search ? view.rows.filter((p) => matchesSearch(p, search)) : view.rows;
  const page = matching.slice(offset, offset + limit);
  if (offset === 0 && page[0]) page[0] = { ...page[0], selected: true };
  return {
    all: all.length,
    total: matching.length,
    open: search ? openOf(matching) : view.open,
    legend: view.legend,
    offset,
    packages: page,
  };
}
