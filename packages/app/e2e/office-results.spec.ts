import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EXEC_BASE_PATH, PICK_OFFICE_TEXTS } from '@crewline/protocol';
import { expectAccessible, screenshot } from './support/look';
import { chooseMenuItem } from './support/menu';
import { DESKTOP_ONLY } from './support/one-size';
import { signInAsOffice } from './support/sign-in';
import { expect, test } from './support/test';

const T = PICK_OFFICE_TEXTS;

test(
  "the FB clerk opens Results and the work round's pick sheet PDF, which reads as the sheet (pdftotext, pdftoppm)",
  DESKTOP_ONLY,
  async ({ page }, testInfo) => {
    await signInAsOffice(page, '900001');
    const listed = page.waitForResponse((r) => r.url().endsWith(`${EXEC_BASE_PATH}mta_officeResults`));
    await chooseMenuItem(page, 'Results');
    const groups = (await (await listed).json()).Response.Elements.groups as {
      GROUP_NAME: string;
      DEPOT_CODE: string;
      rounds: { KIND: string; AWARDS: number; TURNS: number }[];
    }[];
    expect(groups.map((g) => g.DEPOT_CODE)).toEqual(groups.map(() => 'FB'));
    const fb = groups.find((g) => g.rounds.some((r) => r.KIND === 'WORK' && r.AWARDS > 0));
    if (!fb) throw new Error('no Flatbush group with work awards');
    const work = fb.rounds.find((r) => r.KIND === 'WORK');
    await expect(page.getByRole('heading', { name: T.results, level: 1 })).toBeVisible();
    await expect(page.getByText(T.awardsIn(work?.AWARDS ?? 0, work?.TURNS ?? 0)).first()).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, testInfo, 'office-results');

    const file = page.waitForResponse((r) => r.url().endsWith(`${EXEC_BASE_PATH}mta_officeResultFile`));
    await page.getByRole('button', { name: `${T.pickSheetPdf}: ${T.kinds.WORK}, ${fb.GROUP_NAME}` }).click();
    const answer = (await (await file).json()).Response.Elements;
    expect(answer.contentType).toBe('application/pdf');

    const dir = mkdtempSync(join(tmpdir(), 'office-results-'));
    const pdf = join(dir, 'sheet.pdf');
    writeFileSync(pdf, Buffer.from(answer.base64, 'base64'));
    const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
    expect(text).toContain(`${fb.GROUP_NAME} (FB)`);
    for (const h of T.sheetHeadings) expect(text).toContain(h);
    expect(text).toMatch(/#\d+\s+[A-Z]\. \S+.*\s+Package \S+\s+Choice \d+/);
    execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', pdf, join(dir, 'page')]);
    await testInfo.attach('pick-sheet-page-1', { path: join(dir, 'page-1.png'), contentType: 'image/png' });
    if (process.env.E2E_KEEP_PICK_SHEET)
      writeFileSync(process.env.E2E_KEEP_PICK_SHEET, Buffer.from(answer.base64, 'base64'));
  },
);
