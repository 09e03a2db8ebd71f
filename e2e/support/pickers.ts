import { expect, type Locator, type Page } from '@playwright/test';
import { DateTime } from 'luxon';

/**
 * London wall-clock time as the dashboard shows it (§9: DD MMM YYYY, HH:mm). The month names are the
 * English short ones the pickers use (en-US: "Sep", where en-GB would say "Sept").
 */
export const LONDON = 'Europe/London';
export const showLondon = (time: DateTime) =>
  time.setZone(LONDON).setLocale('en-US').toFormat('dd LLL yyyy, HH:mm');

/** A London calendar day `days` from today, at hour:minute London time. */
export function londonDaysFromToday(days: number, hour: number, minute = 0): DateTime {
  return DateTime.now()
    .setZone(LONDON)
    .startOf('day')
    .plus({ days })
    .set({ hour, minute, second: 0, millisecond: 0 });
}

/** The open calendar of a Mantine date picker (a popover of its own, outside any modal). */
export function openCalendar(page: Page): Locator {
  return page.getByRole('dialog').filter({ has: page.getByRole('table') });
}

/**
 * Walks the open calendar to a day: month header → year level → decade level → year → month → day, so it
 * works whatever month the calendar opened on.
 */
async function chooseDay(calendar: Locator, day: DateTime): Promise<void> {
  const en = day.setLocale('en-US');
  await calendar.getByRole('button', { name: /^\p{L}+ \d{4}$/u }).click();
  await calendar.getByRole('button', { name: /^\d{4}$/ }).click();
  await calendar.getByRole('button', { name: String(en.year), exact: true }).click();
  await calendar.getByRole('button', { name: en.toFormat('LLL'), exact: true }).click();
  await calendar.getByRole('button', { name: en.toFormat('d LLLL yyyy'), exact: true }).click();
}

/** Fills a date-and-time picker (the field button labelled `label`) with a London time, as a person would. */
export async function pickDateTime(page: Page, label: string, time: DateTime): Promise<void> {
  const london = time.setZone(LONDON);
  const field = page.getByRole('button', { name: label, exact: true });
  await field.click();
  const calendar = openCalendar(page);
  await chooseDay(calendar, london);
  // The time entry is two spin buttons, hours then minutes, in 24-hour time; Enter confirms and closes.
  const hours = calendar.getByRole('spinbutton', { name: 'Hours' });
  const minutes = calendar.getByRole('spinbutton', { name: 'Minutes' });
  await hours.fill(london.toFormat('HH'));
  await minutes.fill(london.toFormat('mm'));
  await minutes.press('Enter');
  await expect(calendar).toBeHidden();
  await expect(field).toHaveText(showLondon(london));
}

/** Fills a date picker (the field button labelled `label`) with a London calendar day. */
export async function pickDate(page: Page, label: string, day: DateTime): Promise<void> {
  const field = page.getByRole('button', { name: label, exact: true });
  await field.click();
  const calendar = openCalendar(page);
  await chooseDay(calendar, day.setZone(LONDON));
  await expect(calendar).toBeHidden();
  await expect(field).toHaveText(day.setZone(LONDON).setLocale('en-US').toFormat('dd LLL yyyy'));
}
