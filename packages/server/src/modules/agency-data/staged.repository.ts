import { type SQL, sql } from 'drizzle-orm';
import type { BulkColumn } from '../../db/bulk-insert';
import { copyRowStream, copyRows } from '../../db/copy-rows';
import { rowsOf } from '../../db/rows';
import type { Db } from '../../db/types';
import type { StagedKind, StagedRows } from './file-kind';

/** staged.ts's statements: a staged kind's staging table, its checks, comparison and writes. */

export type StagedRow = Record<string, unknown>;

/** The staging table's own columns before the kind's: the file line, and whether the row passed its checks. */
const LINE = 'file_line';
const VALID = 'file_valid';

const stagingName = (kind: StagedKind) => `import_${kind.name.replace(/-/g, '_')}`;
const id = sql.identifier;

/** A staged kind's table and staging table, and the SQL the statements share. */
export class Staging {
  readonly name: string;
  readonly staging: SQL;
  private readonly target: string;
  private readonly own: SQL;
  private readonly keys: string[];
  private readonly others: string[];

  constructor(readonly kind: StagedKind) {
    this.name = stagingName(kind);
    this.staging = sql`${id(this.name)}`;
    this.target = kind.staged.table;
    this.own = kind.staged.own ?? sql`true`;
    const names = kind.staged.columns.map((c) => c.name);
    this.keys = names.slice(0, kind.key.length);
    this.others = names.slice(kind.key.length);
  }

  private column(c: string) {
    return sql`${id(this.target)}.${id(c)}`;
  }

  private get sameKey() {
    return sql.join(
      this.keys.map((k) => sql`${this.column(k)} = s.${id(k)}`),
      sql` and `,
    );
  }

  private get differs() {
    if (this.others.length === 0) return sql`false`;
    const stored = sql.join(
      this.others.map((c) => this.column(c)),
      sql`, `,
    );
    const staged = sql.join(
      this.others.map((c) => sql`s.${id(c)}`),
      sql`, `,
    );
    return sql`row(${staged}) is distinct from row(${stored})`;
  }

  /** A staged row the table holds no row of its key for. */
  private get isAdded() {
    return sql`s.${id(VALID)} and not exists (select 1 from ${id(this.target)} where ${this.own} and ${this.sameKey})`;
  }

  private get isWritten() {
    return sql`s.${id(VALID)} and not exists (select 1 from ${id(this.target)} where ${this.own} and ${this.sameKey} and not (${this.differs}))`;
  }

  get rows(): StagedRows {
    return { table: this.staging, line: sql`s.${id(LINE)}`, written: this.isWritten, added: this.isAdded };
  }

  /** Made empty for this transaction. */
  async create(tx: Db) {
    const columns = this.kind.staged.columns.map((c) => sql`${id(c.name)} ${sql.raw(c.type)}`);
    await tx.execute(
      sql`create temp table ${this.staging} (${id(LINE)} integer not null, ${id(VALID)} boolean not null, ${sql.join(columns, sql`, `)}) on commit drop`,
    );
  }

  /** Streams rows in, a batch at a time: a row with problems is staged with its key only, for the duplicates it may have. */
  async fill(tx: Db, rows: AsyncIterable<StagedRow[]>) {
    const columns: BulkColumn<StagedRow>[] = [
      { name: LINE, type: 'integer', value: (r) => r[LINE] },
      { name: VALID, type: 'boolean', value: (r) => r[VALID] },
      ...this.kind.staged.columns.map((c) => ({ ...c, value: (r: StagedRow) => r[c.name] })),
    ];
    await copyRowStream(tx, this.name, columns, rows);
    // Counted for the planner: the comparisons join it with the stored table.
    await tx.execute(sql`analyze ${this.staging}`);
  }

  /** `values` (made for it, then never used again) as a staged row: marked in place, not copied, a million times over. */
  row(line: number, valid: boolean, values: StagedRow): StagedRow {
    values[LINE] = line;
    values[VALID] = valid;
    return values;
  }

  /** Marks every later row of a key staged before as not valid; returns them, with the key's first line. */
  async markDuplicates(tx: Db) {
    const keys = sql.join(
      this.keys.map((k) => id(k)),
      sql`, `,
    );
    const sameKey = sql.join(
      this.keys.map((k) => sql`s.${id(k)} = d.${id(k)}`),
      sql` and `,
    );
    const values = sql.join(
      this.keys.map((k) => sql`s.${id(k)}::text`),
      sql`, `,
    );
    return rowsOf<{ line: number; first: number; key: string[] }>(
      await tx.execute(sql`with d as (select ${keys}, min(${id(LINE)}) as first from ${this.staging} group by ${keys} having count(*) > 1)
        update ${this.staging} s set ${id(VALID)} = false from d where ${sameKey} and s.${id(LINE)} <> d.first
        returning s.${id(LINE)} as line, d.first, array[${values}] as key`),
    );
  }

  /** The valid rows whose `column` holds none of `values` (a reference's target keys, as text). */
  async notAmong(tx: Db, column: string, values: readonly string[]) {
    const keys = `${this.name}_${column}_keys`;
    await tx.execute(sql`create temp table ${id(keys)} (value text primary key) on commit drop`);
    await copyRows(tx, keys, [{ name: 'value', type: 'text', value: (v: string) => v }], values);
    return rowsOf<{ line: number; value: string }>(
      await tx.execute(sql`select s.${id(LINE)} as line, s.${id(column)}::text as value from ${this.staging} s
        where s.${id(VALID)} and s.${id(column)} is not null
          and not exists (select 1 from ${id(keys)} k where k.value = s.${id(column)}::text)
        order by s.${id(LINE)}`),
    );
  }

  /** How many valid rows it holds, and how many the import adds, changes and removes. */
  async counts(tx: Db) {
    const stored = this.column(this.keys[0] as string);
    const [staged] = rowsOf<{ rows: number; added: number; changed: number }>(
      await tx.execute(sql`select count(*)::int as rows, count(*) filter (where ${stored} is null)::int as added,
          count(*) filter (where ${stored} is not null and ${this.differs})::int as changed
        from ${this.staging} s left join ${id(this.target)} on ${this.own} and ${this.sameKey} where s.${id(VALID)}`),
    );
    const [gone] = rowsOf<{ removed: number }>(
      await tx.execute(sql`select count(*)::int as removed from ${id(this.target)} where ${this.removed}`),
    );
    return {
      rows: staged?.rows ?? 0,
      added: staged?.added ?? 0,
      changed: staged?.changed ?? 0,
      removed: gone?.removed ?? 0,
    };
  }

  /** On the stored table: a row of the file's whose key the staged rows no longer hold. */
  private get removed() {
    return sql`${this.own} and not exists (select 1 from ${this.staging} s where s.${id(VALID)} and ${this.sameKey})`;
  }

  async deleteRemoved(tx: Db) {
    await tx.execute(sql`delete from ${id(this.target)} where ${this.removed}`);
  }

  /** The changed rows replaced, the added inserted. */
  async writeStaged(tx: Db) {
    await tx.execute(
      sql`delete from ${id(this.target)} using ${this.staging} s where s.${id(VALID)} and ${this.own} and ${this.sameKey} and ${this.differs}`,
    );
    const names = this.kind.staged.columns.map((c) => id(c.name));
    const staged = this.kind.staged.columns.map((c) => sql`s.${id(c.name)}`);
    await tx.execute(
      sql`insert into ${id(this.target)} (${sql.join(names, sql`, `)}) select ${sql.join(staged, sql`, `)} from ${this.staging} s where ${this.isAdded}`,
    );
  }
}
