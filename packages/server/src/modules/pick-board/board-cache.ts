import type { Db } from '../../db/client';
import { KeptReads } from '../../lib/kept-reads';
import { type LoadedRound, participantOf } from '../pick';
import { type PackageSummary, packageSummary } from './package-summary';
import {
  employeeNames,
  findPackage,
  type PackageDbRow,
  packageRuns,
  populationPackages,
  type RunDbRow,
  runPieces,
} from './pick-board.repository';

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

const offers = new KeptReads<Db, number, PopulationOffer>();

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
  return offers.get(db, populationId, () => readOffer(db, populationId));
}

/** A package as posted: its row, its working days' runs and their pieces (fixed once the pick is posted). */
export interface PostedPackage {
  pkg: PackageDbRow;
  runs: RunDbRow[];
  pieces: Awaited<ReturnType<typeof runPieces>>;
}

const postedPackages = new KeptReads<Db, number, PostedPackage | undefined>((found) => found !== undefined);

async function readPosted(db: Db, packageId: number): Promise<PostedPackage | undefined> {
  const pkg = await findPackage(db, packageId);
  if (!pkg) return undefined;
  const runs = await packageRuns(db, [packageId]);
  const pieces = await runPieces(
    db,
    runs.map((r) => r.jobId),
  );
  return { pkg, runs, pieces };
}

/** The package as posted, read once per process; an unknown id is not kept (only real packages fill it). */
export function postedPackage(db: Db, packageId: number): Promise<PostedPackage | undefined> {
  return postedPackages.get(db, packageId, () => readPosted(db, packageId));
}

const names = new WeakMap<Db, Map<string, { firstName: string; lastName: string }>>();

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
    const rows = await employeeNames(db, missing);
    for (const r of rows) known.set(r.passId, { firstName: r.firstName, lastName: r.lastName });
  }
  for (const h of held) {
    const passId = String(h.employeeId);
    const name = known.get(passId) ?? { firstName: '?', lastName: passId };
    const list = out.get(Number(h.itemId)) ?? [];
    list.push({ passId, rank: participantOf(round, passId)?.rank ?? 0, ...name });
    out.set(Number(h.itemId), list);
  }
  return out;
}
