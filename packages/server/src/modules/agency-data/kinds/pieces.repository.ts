import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/rows';
import type { Db } from '../../../db/types';
import { after } from '../keyset.repository';

/** pieces.csv's statements (kinds/pieces.ts). */

export interface StoredPiece {
  pick: string;
  run: string;
  seq: number;
  block: string;
  from_place: string;
  to_place: string;
  start_minutes: number;
  end_minutes: number;
}

export async function piecesPage(db: Db, last: StoredPiece | undefined, limit: number): Promise<StoredPiece[]> {
  return rowsOf<StoredPiece>(
    await db.execute(sql`select pp.code as pick, j.code as run, p.seq, p.block, p.from_place, p.to_place, p.start_minutes, p.end_minutes
      from assignment_pieces p join jobs j on j.id = p.job_id join pick_periods pp on pp.id = j.pick_period_id
      where ${after([sql`pp.code`, sql`j.code`, sql`p.seq`], last && [last.pick, last.run, last.seq])}
      order by pp.code, j.code, p.seq limit ${limit}`),
  );
}

const PIECES = (rows: readonly StoredPiece[]) =>
  JSON.stringify(
    rows.map((r) => [r.pick, r.run, r.seq, r.block, r.from_place, r.to_place, r.start_minutes, r.end_minutes]),
  );
const runOfRow = sql`join pick_periods pp on pp.code = r->>0 join jobs j on j.pick_period_id = pp.id and j.code = r->>1`;

export async function deletePieces(db: Db, rows: readonly StoredPiece[]): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`delete from assignment_pieces where (job_id, seq) in
    (select j.id, (r->>2)::smallint from json_array_elements(${PIECES(rows)}::json) t(r) ${runOfRow})`);
}

export async function insertPieces(db: Db, rows: readonly StoredPiece[]): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`insert into assignment_pieces (job_id, seq, block, from_place, to_place, start_minutes, end_minutes)
    select j.id, (r->>2)::smallint, r->>3, r->>4, r->>5, (r->>6)::int, (r->>7)::int
    from json_array_elements(${PIECES(rows)}::json) with ordinality t(r, n) ${runOfRow} order by n`);
}
