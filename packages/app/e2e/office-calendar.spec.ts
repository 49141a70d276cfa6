import {
  addDays,
  isoDateIn,
  PICK_OFFICE_TEXTS,
  SCHEDULE_PREVIEW_PAGE as PREVIEW_PAGE,
  type ServiceElements,
  wallClockIn,
} from '@crewline/protocol';
import { expectAccessible, screenshot } from './support/look';
import { chooseMenuItem } from './support/menu';
import { DESKTOP_ONLY } from './support/one-size';
import { signInAsOffice } from './support/sign-in';
import { expect, test } from './support/test';

const T = PICK_OFFICE_TEXTS;
/** The demo agency's zone (the servers' default TIME_ZONE): the form's fields are its wall clock. */
const ZONE = 'America/New_York';

/** A datetime-local value for an instant on the agency's wall clock. */
function localValue(at: Date): string {
  const c = wallClockIn(at, ZONE);
  return `${isoDateIn(at, ZONE)}T${String(c.hour).padStart(2, '0')}:${String(c.minute).padStart(2, '0')}`;
}

test(
  'the supervisor creates a round, previews its turn schedule page by page, saves it, pauses and resumes the round',
  DESKTOP_ONLY,
  async ({ page }, testInfo) => {
    await signInAsOffice(page, '900002');
    const calendarAnswer = page.waitForResponse((r) => r.url().includes('mta_officeCalendar'));
    await chooseMenuItem(page, 'Pick Calendar');
    await expect(page.getByRole('heading', { name: T.calendar, level: 1 })).toBeVisible();
    const calendar = (await (await calendarAnswer).json()).Response.Elements as ServiceElements<'mta_officeCalendar'>;
    expect(calendar.FREE_KINDS).toContain('VR');
    const table = page.getByRole('table', { name: T.calendar });
    for (const r of calendar.rounds) await expect(table).toContainText(T.kinds[r.KIND] ?? r.KIND);
    await expectAccessible(page);
    await screenshot(page, testInfo, 'office-calendar');

    // A vacation relief round a week after the pick's last round closes, for eight weeks.
    const lastClose = Math.max(...calendar.rounds.map((r) => Date.parse(r.CLOSES_AT)));
    const opensDay = addDays(isoDateIn(new Date(lastClose), ZONE), 7);
    const opens = new Date(`${opensDay}T13:00:00Z`);
    const closes = new Date(opens.getTime() + 56 * 86_400_000);
    const form = page.getByRole('form', { name: T.createRound });
    await form.getByLabel(T.kindField).selectOption('VR');
    await form.getByLabel(T.opens).fill(localValue(opens));
    await form.getByLabel(T.closes).fill(localValue(closes));
    await form.getByRole('button', { name: T.create }).click();
    // The pick has every kind of round now: the form leaves, the round is in the calendar.
    await expect(form).toBeHidden();
    const row = table.getByRole('row').filter({ hasText: T.kinds.VR ?? 'VR' });
    await expect(row).toContainText(T.noTurns);

    await row.getByRole('button', { name: `${T.schedule}: ${T.kinds.VR}` }).click();
    const panel = page.getByRole('region', { name: `${T.schedule}: ${T.kinds.VR}` });
    await expect(panel.getByLabel(T.firstDay)).toHaveValue(isoDateIn(opens, ZONE));
    await panel.getByLabel(T.turnMinutes).fill('5');
    const previewAnswer = page.waitForResponse((r) => r.url().includes('mta_officeSchedulePreview'));
    await panel.getByRole('button', { name: T.preview }).click();
    const preview = (await (await previewAnswer).json()).Response
      .Elements as ServiceElements<'mta_officeSchedulePreview'>;
    expect(preview.PROBLEMS).toEqual([]);
    expect(preview.TURNS).toBeGreaterThan(0);
    await expect(panel.getByRole('status').first()).toContainText(T.previewOf(preview.TURNS, preview.DAYS));
    const turns = panel.getByRole('table');
    await expect(turns.getByRole('row')).toHaveCount(Math.min(PREVIEW_PAGE, preview.TURNS) + 1);
    await expect(turns).toContainText(preview.turns[0]?.NAME ?? '');
    await expectAccessible(page);
    await screenshot(page, testInfo, 'office-calendar-preview');
    await expect(turns.locator('caption')).toHaveText(
      T.pageOf(1, Math.min(PREVIEW_PAGE, preview.TURNS), preview.TURNS),
    );
    // A page at a time from the server: the small demo's groups fit on one, a large one's do not.
    const next = panel.getByRole('button', { name: T.nextPage });
    if (preview.TURNS <= PREVIEW_PAGE) await expect(next).toBeDisabled();
    else {
      await next.click();
      await expect(turns.locator('caption')).toHaveText(
        T.pageOf(PREVIEW_PAGE + 1, Math.min(2 * PREVIEW_PAGE, preview.TURNS), preview.TURNS),
      );
    }

    await panel.getByRole('button', { name: T.save }).click();
    await expect(panel.getByText(T.saved(preview.TURNS))).toBeVisible();
    await expect(row).toContainText(T.turnsOfGroup(preview.TURNS, 0));

    await row.getByRole('button', { name: `${T.pause}: ${T.kinds.VR}` }).click();
    await expect(row).toContainText('Paused since');
    await expectAccessible(page);
    await screenshot(page, testInfo, 'office-calendar-paused');
    await row.getByRole('button', { name: `${T.resume}: ${T.kinds.VR}` }).click();
    await expect(row.getByText(T.resumed(preview.TURNS))).toBeVisible();
    await expect(row).not.toContainText('Paused since');
    await screenshot(page, testInfo, 'office-calendar-resumed');
  },
);
