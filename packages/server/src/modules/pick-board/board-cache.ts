import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { employees } from '../../db/schema';
import type { LoadedRound } from '../pick/turns/snapshot';
import { type PackageSummary, packageSummary } from './package-summary';
import { type PackageDbRow, packageRuns, populationPackages, type RunDbRow } from './pick-board.repository';

/**
 * What the board reads on every call, kept per process: a population's packages and their
 * runs (fixed once the pick is posted), and the names on the pick sheet (fixed too). What
 * changes during the pick (who holds what, the projection) comes from the round as the
 * projection keeps it, which is read again whenever the round changes.
 */

export interface PopulationOffer {
  rows: PackageDbRow[];
  /** Each package's working days with their run, by package id. */
  runs: Map<number, RunDbRow[]>;
  /** Each package as the board lists it before who holds it (by package id): worked out once. */
  summaries: Map<number, PackageSummary>;
}

const offers = new WeakMap<Db, Map<number, Promise<PopulationOffer>>>();

async function readOffer(db: Db, populationId: number): Promise<PopulationOffer> {
  const rows = await populationPackages(db, populationId);
  const runs = new Map<number, RunDbRow[]>();
  for (const r of await packageRuns(
    db,
    rows.map((p) => p.packageId),
  )) {
    const list = runs.get(r.packageId);
    if (list) list.push(r);
    else runs.set(r.packageId, [r]);
  }
  return {
    rows,
    runs,
    summaries: new Map(rows.map((p) => [p.packageId, packageSummary(p, runs.get(p.packageId) ?? [])])),
  };
}

/** The population's packages and runs, read once per process. */
export function populationOffer(db: Db, populationId: number): Promise<PopulationOffer> {
  let byPopulation = offers.get(db);
  if (!byPopulation) {
    byPopulation = new Map();
    offers.set(db, byPopulation);
  }
  let offer = byPopulation.get(populationId);
  if (!offer) {
    offer = readOffer(db, populationId);
    // A failed read is not kept: the next call reads again.
    offer.catch(() => byPopulation?.delete(populationId));
    byPopulation.set(populationId, offer);
  }
  return offer;
}

const names = new WeakMap<Db, Map<string, { firstName: string; lastName: string }>>();
const ranks = new WeakMap<LoadedRound, Map<string, number>>();

/** Each employee's place in the round, once per round as kept. */
function rankIn(round: LoadedRound): Map<string, number> {
  let rank = ranks.get(round);
  if (!rank) {
    rank = new Map(round.snapshot.participants.map((p) => [String(p.employeeId), p.rank]));
    ranks.set(round, rank);
  }
  return rank;
}

/** Holders of these items in the round's final awards, in seat order, with their names and places. */
export async function holdersIn(
  db: Db,
  round: LoadedRound | undefined,
  itemIds: ReadonlySet<number>,
): Promise<Map<number, { passId: string; rank: number; firstName: string; lastName: string }[]>> {
  const out = new Map<number, { passId: string; rank: number; firstName: string; lastName: string }[]>();
  if (!round) return out;
  const held = round.snapshot.holdings.filter((h) => itemIds.has(Number(h.itemId))).sort((a, b) => a.seat - b.seat);
  let known = names.get(db);
  if (!known) {
    known = new Map();
    names.set(db, known);
  }
  const missing = [...new Set(held.map((h) => String(h.employeeId)))].filter((id) => !known?.has(id));
  if (missing.length > 0) {
    const rows = await db
      .select({ passId: employees.passId, firstName: employees.firstName, lastName: employees.lastName })
      .from(employees)
      .where(inArray(employees.passId, missing));
    for (const r of rows) known.set(r.passId, { firstName: r.firstName, lastName: r.lastName });
  }
  const rank = rankIn(round);
  for (const h of held) {
    const passId = String(h.employeeId);
    const name = known.get(passId) ?? { firstName: '?', lastName: passId };
    const list = out.get(Number(h.itemId)) ?? [];
    list.push({ passId, rank: rank.get(passId) ?? 0, ...name });
    out.set(Number(h.itemId), list);
  }
  return out;
}
