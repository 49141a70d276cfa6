import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AWARDS_EXPORT_COLUMNS,
  PICK_OFFICE_TEXTS,
  PICK_SHEET_COLUMNS,
  postedName,
  RAW_ERRORS,
  type ServiceName,
} from '@crewline/protocol';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { awardRuns, awards, employees, packages, pickPeriods, pickRounds } from '../../src/db/schema';
import { processDueTurns } from '../../src/modules/pick';
import { createTestDatabase, TEST_TODAY, type TestDatabase } from '../helper';
import { testApp } from '../support/app';
import { testClock } from '../support/clock';
import { makeOtherDepotClerk, signInOfficeCast } from '../support/office-cast';
import { saveListAt } from '../support/round-clock';
import { type Auth, serviceCalls } from '../support/service-calls';

const NOW = `${TEST_TODAY}T15:00:00.000Z`;

/** RFC 4180 lines of cells (quoted cells may hold commas and doubled quotes; none holds a line end here). */
function parseCsv(text: string): string[][] {
  return text
    .split('\r\n')
    .filter((l) => l !== '')
    .map((line) => {
      const cells: string[] = [];
      let cell = '';
      let quoted = false;
      for (let i = 0; i < line.length; i++) {
        const c = line[i];
        if (quoted) {
          if (c === '"' && line[i + 1] === '"') {
            cell += '"';
            i++;
          } else if (c === '"') quoted = false;
          else cell += c;
        } else if (c === '"') quoted = true;
        else if (c === ',') {
          cells.push(cell);
          cell = '';
        } else cell += c;
      }
      cells.push(cell);
      return cells;
    });
}

/** The CSV as records by its header. */
function records(base64: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(Buffer.from(base64, 'base64').toString('utf8'));
  return rows.map((r) => Object.fromEntries((header ?? []).map((h, i) => [h, r[i] ?? ''])));
}

/** The PDF's text as pdftotext lays it out. */
function pdfText(base64: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'pick-sheet-'));
  try {
    writeFileSync(join(dir, 'sheet.pdf'), Buffer.from(base64, 'base64'));
    return execFileSync('pdftotext', ['-layout', join(dir, 'sheet.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the pick office: results — pick sheet (CSV, PDF) and awards export (docs/pick.md#results)', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const clock = testClock(NOW);
  const { call, ok } = serviceCalls(() => app);
  let clerk: Auth;
  let supervisor: Auth;
  let employee: Auth;
  let otherClerk: Auth;
  let fbGroup: number;
  let workRound: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    await makeOtherDepotClerk(database.db);
    app = await testApp({ db: database.db, now: clock.now });
    ({ clerk, supervisor, employee, otherClerk } = await signInOfficeCast(app, clock.now()));
    const results = await ok('mta_officeResults', clerk);
    const fb = results.groups.find(
      (g) => g.DEPOT_CODE === 'FB' && g.rounds.some((r) => r.KIND === 'WORK' && r.AWARDS > 0),
    );
    if (!fb) throw new Error('no Flatbush group with work awards');
    fbGroup = fb.GROUP_ID;
    workRound = fb.rounds.find((r) => r.KIND === 'WORK')?.ROUND_ID ?? 0;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const file = (auth: Auth, f: string, roundId = workRound, groupId = fbGroup) =>
    ok('mta_officeResultFile', auth, { groupId, roundId, file: f });

  it('lists a clerk only their groups, a supervisor every group, with the counts of each round', async () => {
    const mine = await ok('mta_officeResults', clerk);
    expect(new Set(mine.groups.map((g) => g.DEPOT_CODE))).toEqual(new Set(['FB']));
    const all = await ok('mta_officeResults', supervisor);
    expect(new Set(all.groups.map((g) => g.DEPOT_CODE)).size).toBeGreaterThan(1);
    const monitor = await ok('mta_officeMonitor', clerk, { groupId: fbGroup });
    const work = mine.groups.find((g) => g.GROUP_ID === fbGroup)?.rounds.find((r) => r.ROUND_ID === workRound);
    const monitored = monitor.rounds.find((r) => r.ROUND_ID === workRound);
    expect(work?.TURNS).toBe(monitored?.TURNS);
    // A work turn holds one package: the awards are the turns processed that were not skipped.
    expect(work?.AWARDS).toBe((monitored?.PROCESSED ?? 0) - (monitored?.SKIPPED ?? 0));
  });

  /** Each results service × employee / clerk of another depot / the group's clerk / supervisor. */
  it('refuses the results to employees, and a group to a clerk of another depot, on the server', async () => {
    const forbidden = RAW_ERRORS.roleRefused;
    const notYours = RAW_ERRORS.nonEmptyOutput(PICK_OFFICE_TEXTS.notYourGroup);
    const payloads: Record<string, Record<string, unknown>> = {
      mta_officeResults: {},
      mta_officeResultFile: { groupId: fbGroup, roundId: workRound, file: 'AWARDS_EXPORT' },
    };
    const expected: Record<string, [Auth, string][]> = {
      mta_officeResults: [
        [employee, forbidden],
        [otherClerk, ''],
        [clerk, ''],
        [supervisor, ''],
      ],
      mta_officeResultFile: [
        [employee, forbidden],
        [otherClerk, notYours],
        [clerk, ''],
        [supervisor, ''],
      ],
    };
    for (const [service, cases] of Object.entries(expected)) {
      for (const [auth, error] of cases) {
        const body = await call(service as ServiceName, auth, payloads[service]);
        expect({ service, who: auth.passId, error: body.message.Error }).toEqual({ service, who: auth.passId, error });
      }
    }
    const other = await ok('mta_officeResults', otherClerk);
    expect(other.groups.map((g) => g.GROUP_ID)).not.toContain(fbGroup);
  });

  it('refuses an unknown group, a round of another pick and a file it does not make, in words', async () => {
    const noGroup = await call('mta_officeResultFile', supervisor, {
      groupId: 999_999,
      roundId: workRound,
      file: 'PICK_SHEET_CSV',
    });
    expect(noGroup.message.Error).toBe(RAW_ERRORS.nonEmptyOutput(PICK_OFFICE_TEXTS.noSuchGroup));
    const noRound = await call('mta_officeResultFile', supervisor, {
      groupId: fbGroup,
      roundId: 999_999,
      file: 'PICK_SHEET_CSV',
    });
    expect(noRound.message.Error).toBe(RAW_ERRORS.nonEmptyOutput(PICK_OFFICE_TEXTS.resultsNoSuchRound));
    const badFile = await call('mta_officeResultFile', supervisor, {
      groupId: fbGroup,
      roundId: workRound,
      file: 'XLS',
    });
    expect(badFile.message.PopupMessages.join(' ')).toContain(PICK_OFFICE_TEXTS.resultFile);
  });

  it("writes the pick sheet's CSV from the awards in the database: every turn in seniority order, each award with its choice", async () => {
    const answer = await file(clerk, 'PICK_SHEET_CSV');
    expect(answer.contentType).toBe('text/csv; charset=utf-8');
    expect(answer.fileName).toMatch(/-FB-WORK-pick-sheet\.csv$/);
    const header = parseCsv(Buffer.from(answer.base64, 'base64').toString('utf8'))[0];
    expect(header).toEqual(PICK_SHEET_COLUMNS.map((c) => c.name));
    const lines = records(answer.base64);
    const monitor = await ok('mta_officeMonitor', clerk, { groupId: fbGroup });
    const work = monitor.rounds.find((r) => r.ROUND_ID === workRound);
    expect(new Set(lines.map((l) => l.pass_id)).size).toBe(work?.TURNS);
    expect(lines.filter((l) => l.outcome === 'TO_COME').length).toBe(work?.TO_COME);
    const ranks = lines.map((l) => Number(l.rank));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));

    // Against the rows as stored: each award of the group's employees is its line, as the sheet words it.
    const passIds = [...new Set(lines.map((l) => l.pass_id ?? ''))];
    const stored = await database.db
      .select({
        passId: awards.passId,
        outcome: awards.outcome,
        choice: awards.choiceRank,
        code: packages.code,
        seniority: employees.seniorityNumber,
        firstName: employees.firstName,
        lastName: employees.lastName,
      })
      .from(awards)
      .innerJoin(employees, eq(employees.passId, awards.passId))
      .leftJoin(packages, eq(packages.id, awards.itemId))
      .where(and(eq(awards.pickRoundId, workRound), inArray(awards.passId, passIds)))
      .orderBy(asc(awards.id));
    expect(stored.length).toBeGreaterThan(0);
    expect(lines.filter((l) => l.outcome !== 'TO_COME').length).toBe(stored.length);
    const byPass = new Map(lines.map((l) => [l.pass_id, l]));
    for (const s of stored) {
      const line = byPass.get(s.passId);
      const c = PICK_OFFICE_TEXTS.sheetChoice;
      expect(line).toMatchObject({
        seniority_number: String(s.seniority),
        name: postedName(s),
        outcome: s.outcome,
        award: s.code ? `Package ${s.code}` : '',
        choice:
          s.outcome === 'SKIPPED'
            ? c.SKIPPED
            : s.outcome === 'FORCED'
              ? c.FORCED
              : s.outcome === 'EXTRA_BOARD'
                ? c.EXTRA_BOARD
                : c.choice(s.choice ?? 0),
      });
    }
  });

  it('exports the awards in the format of docs/data-formats.md#awards-export: pass id, round, item code, kind, dates, choice, reason', async () => {
    const answer = await file(supervisor, 'AWARDS_EXPORT');
    expect(answer.fileName).toMatch(/-FB-WORK-awards\.csv$/);
    const header = parseCsv(Buffer.from(answer.base64, 'base64').toString('utf8'))[0];
    expect(header).toEqual(AWARDS_EXPORT_COLUMNS.map((c) => c.name));
    const lines = records(answer.base64);
    const sheet = records((await file(supervisor, 'PICK_SHEET_CSV')).base64);
    const [period] = await database.db
      .select({ code: pickPeriods.code, from: pickPeriods.effectiveDate, to: pickPeriods.expirationDate })
      .from(pickRounds)
      .innerJoin(pickPeriods, eq(pickPeriods.id, pickRounds.pickPeriodId))
      .where(eq(pickRounds.id, workRound));
    const held = await database.db
      .select({
        passId: awards.passId,
        code: packages.code,
        choice: awards.choiceRank,
        outcome: awards.outcome,
        run: awardRuns.kind,
      })
      .from(awards)
      .innerJoin(packages, eq(packages.id, awards.itemId))
      .innerJoin(awardRuns, eq(awardRuns.id, awards.awardRunId))
      .where(
        and(
          eq(awards.pickRoundId, workRound),
          inArray(
            awards.passId,
            sheet.map((l) => l.pass_id ?? ''),
          ),
        ),
      )
      .orderBy(asc(awards.id));
    expect(lines.length).toBe(held.length);
    const expected = held.map((h) => {
      const reason = h.run === 'LATE_PICK' ? 'LATE_PICK' : h.outcome === 'AWARDED' ? 'CHOICE' : h.outcome;
      return {
        pass_id: h.passId,
        round: String(workRound),
        pick: period?.code,
        item_code: h.code,
        kind: 'PACKAGE',
        effective_from: period?.from,
        effective_to: period?.to,
        choice: reason === 'CHOICE' ? String(h.choice) : '',
        reason,
      };
    });
    const bySeniority = (a: { pass_id?: string }, b: { pass_id?: string }) =>
      (a.pass_id ?? '').localeCompare(b.pass_id ?? '');
    expect([...lines].sort(bySeniority)).toEqual([...expected].sort(bySeniority));
  });

  it('makes the pick sheet as a PDF whose text (pdftotext) holds the title and each processed line', async () => {
    const answer = await file(clerk, 'PICK_SHEET_PDF');
    expect(answer.contentType).toBe('application/pdf');
    const pdf = Buffer.from(answer.base64, 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const dir = mkdtempSync(join(tmpdir(), 'pick-sheet-'));
    try {
      writeFileSync(join(dir, 'sheet.pdf'), pdf);
      const text = execFileSync('pdftotext', ['-layout', join(dir, 'sheet.pdf'), '-'], { encoding: 'utf8' });
      expect(text).toContain('Pick sheet');
      expect(text).toContain('(FB)');
      for (const h of PICK_OFFICE_TEXTS.sheetHeadings) expect(text).toContain(h);
      const sheet = records((await file(clerk, 'PICK_SHEET_CSV')).base64);
      const processed = sheet.filter((l) => l.outcome !== 'TO_COME');
      for (const l of processed.slice(0, 40)) {
        // One line of the page: "#112  J. Rivera  Package FB-0412  Choice 3", columns apart.
        const pattern = [`#${l.seniority_number}`, l.name, l.award, l.choice]
          .filter((c) => c !== '' && c !== undefined)
          .map((c) => (c ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join('\\s+');
        expect(text).toMatch(new RegExp(pattern));
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  /** The held awards of a round's group as stored, by pass id: what each file must list. */
  async function heldOf(roundId: number, passIds: string[]) {
    return database.db
      .select({ passId: awards.passId, itemId: awards.itemId, outcome: awards.outcome, choice: awards.choiceRank })
      .from(awards)
      .where(and(eq(awards.pickRoundId, roundId), inArray(awards.passId, passIds), isNotNull(awards.itemId)))
      .orderBy(asc(awards.id));
  }

  /** The three files of a round agree with the stored awards; answers the export's lines. */
  async function filesOf(auth: Auth, groupId: number, roundId: number, kindWord: string) {
    const sheet = records((await file(auth, 'PICK_SHEET_CSV', roundId, groupId)).base64);
    const exported = records((await file(auth, 'AWARDS_EXPORT', roundId, groupId)).base64);
    const held = await heldOf(
      roundId,
      sheet.map((l) => l.pass_id ?? ''),
    );
    expect(held.length).toBeGreaterThan(0);
    expect(exported.map((l) => l.pass_id).sort()).toEqual(held.map((h) => h.passId).sort());
    expect(sheet.filter((l) => l.award !== '').length).toBe(held.length);
    const text = pdfText((await file(auth, 'PICK_SHEET_PDF', roundId, groupId)).base64);
    expect(text).toContain(kindWord);
    for (const l of sheet.filter((x) => x.award !== '').slice(0, 20)) {
      expect(text).toMatch(new RegExp([`#${l.seniority_number}`, l.name].join('\\s+')));
      expect(text).toContain(l.award);
    }
    return { sheet, exported };
  }

  const isoDays = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;

  it('writes the files of a vacation round and a holiday round: weeks and dates, not the work period', async () => {
    const fb = (await ok('mta_officeResults', supervisor)).groups.find((g) => g.GROUP_ID === fbGroup);
    const roundOf = (kind: string) => fb?.rounds.find((r) => r.KIND === kind)?.ROUND_ID ?? 0;
    const [vacation, holiday] = [roundOf('VACATION'), roundOf('HOLIDAY')];
    const [last] = await database.db.select().from(pickRounds).where(eq(pickRounds.id, holiday));
    if (!last) throw new Error('no holiday round');
    // The seed saves no list for rounds to come: three of the group give theirs as each round
    // opens (before their turns), two items open to them.
    const lists = records((await file(clerk, 'PICK_SHEET_CSV', holiday)).base64)
      .slice(3, 6)
      .map((l) => l.pass_id ?? '');
    const opening = new Map(
      (
        await database.db
          .select()
          .from(pickRounds)
          .where(inArray(pickRounds.id, [vacation, holiday]))
      ).map((r) => [r.id, r.opensAt]),
    );
    for (const passId of lists) {
      const { rounds } = await ok('mta_officeEmployee', clerk, { passId });
      for (const r of rounds.filter((x) => opening.has(x.ROUND_ID))) {
        const open = r.OFFERED.filter((i) => i.OPEN).map((i) => i.ITEM_ID);
        await saveListAt(database.db, r.ROUND_ID, passId, open.slice(0, 2), opening.get(r.ROUND_ID) as Date);
      }
    }
    // Every turn of the pick is processed and each round closed, as on the day after the last close.
    await processDueTurns(database.db, new Date(last.closesAt.getTime() + 60_000));

    const weeks = await filesOf(clerk, fbGroup, vacation, PICK_OFFICE_TEXTS.kinds.VACATION ?? 'Vacation');
    for (const l of weeks.exported) {
      expect(l).toMatchObject({ round: String(vacation), kind: 'VACATION_WEEK', item_code: l.effective_from });
      // A week from its Sunday, not the pick's whole work period.
      expect(isoDays(l.effective_from ?? '', l.effective_to ?? '')).toBe(7);
      expect(new Date(`${l.effective_from}T12:00:00Z`).getUTCDay()).toBe(0);
    }
    const days = await filesOf(clerk, fbGroup, holiday, PICK_OFFICE_TEXTS.kinds.HOLIDAY ?? 'Holidays');
    for (const l of days.exported) {
      expect(l).toMatchObject({ round: String(holiday), kind: 'HOLIDAY', item_code: l.effective_from });
      expect(l.effective_to).toBe(l.effective_from);
    }
    // The lists given: their first items won, each line with its choice.
    for (const lines of [weeks.exported, days.exported])
      expect(lines.filter((l) => lists.includes(l.pass_id ?? '') && l.reason === 'CHOICE').length).toBeGreaterThan(0);
    expect(days.sheet.filter((l) => l.choice === PICK_OFFICE_TEXTS.sheetChoice.choice(1)).length).toBeGreaterThan(0);
  });

  it('writes the files of a vacation relief round: each relief job with the weeks it covers', async () => {
    const vr = (await ok('mta_officeResults', supervisor)).groups
      .flatMap((g) => g.rounds.map((r) => ({ g, r })))
      .find(({ r }) => r.KIND === 'VR' && r.AWARDS > 0);
    if (!vr) throw new Error('no relief round with awards');
    const { exported } = await filesOf(supervisor, vr.g.GROUP_ID, vr.r.ROUND_ID, PICK_OFFICE_TEXTS.kinds.VR ?? 'VR');
    for (const l of exported) {
      expect(l).toMatchObject({ round: String(vr.r.ROUND_ID), kind: 'VR_BID' });
      expect(l.item_code).not.toBe('');
      expect(isoDays(l.effective_from ?? '', l.effective_to ?? '') % 7).toBe(0);
    }
  });
});
