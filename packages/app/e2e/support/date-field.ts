import { expect, type Page } from '@playwright/test';

/** The calendar a date field opens (ui/DateField). */
const calendar = (page: Page) => page.locator('ion-modal.date-field__modal ion-datetime');

const fieldNamed = (page: Page, label: string) =>
  page.getByRole('button', { name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} `) });

/** Months since year 0 of the month the calendar shows, read from its day buttons. */
async function shownMonth(page: Page): Promise<number> {
  return calendar(page).evaluate((el) => {
    const day = el.shadowRoot?.querySelector<HTMLElement>('.calendar-month:nth-of-type(2) .calendar-day[data-day]');
    return Number(day?.dataset.year) * 12 + Number(day?.dataset.month) - 1;
  });
}

/**
 * Whether the calendar stands still: the dialog has finished appearing and the month on show
 * is in place. A click while the month still slides lands on another day.
 */
async function settled(page: Page): Promise<boolean> {
  return calendar(page).evaluate((el) => {
    const body = el.shadowRoot?.querySelector('.calendar-body');
    const month = el.shadowRoot?.querySelector('.calendar-month:nth-of-type(2)');
    if (!body || !month) return false;
    const inPlace = Math.abs(month.getBoundingClientRect().x - body.getBoundingClientRect().x) < 1;
    const moving = document
      .getAnimations()
      .some((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY);
    return inPlace && !moving;
  });
}

async function openCalendar(page: Page, label: string): Promise<void> {
  await fieldNamed(page, label).click();
  await expect(calendar(page)).toHaveClass(/datetime-ready/);
  await expect.poll(() => settled(page)).toBe(true);
}

/** Chooses an ISO date in a date field's calendar, month by month as a person would, then Done. */
export async function chooseDate(page: Page, label: string, iso: string): Promise<void> {
  await openCalendar(page, label);
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const target = year * 12 + month - 1;
  for (let shown = await shownMonth(page); shown !== target; ) {
    await calendar(page)
      .getByRole('button', { name: shown < target ? 'Next month' : 'Previous month' })
      .click();
    const before = shown;
    await expect.poll(() => shownMonth(page)).not.toBe(before);
    await expect.poll(() => settled(page)).toBe(true);
    shown = await shownMonth(page);
  }
  // The day's own button is pressed: a click by position can land on the month beside it when
  // the calendar slides under a busy machine.
  await calendar(page)
    .locator(`.calendar-day[data-year="${year}"][data-month="${month}"][data-day="${day}"]`)
    .dispatchEvent('click');
  await expect(calendar(page).locator('.calendar-day-active')).toHaveAttribute('data-day', String(day));
  await calendar(page).getByRole('button', { name: 'Done' }).click();
  await expect(calendar(page)).toBeHidden();
}

/** Empties an optional date field with its calendar's Clear. */
export async function clearDate(page: Page, label: string): Promise<void> {
  await openCalendar(page, label);
  await calendar(page).getByRole('button', { name: 'Clear' }).click();
  await expect(calendar(page)).toBeHidden();
}

/** What a date field shows (its label is not part of it). */
export const dateFieldText = (page: Page, label: string) => fieldNamed(page, label).locator('span');
