/**
 * Whether an entry is published: a draft never is, and an entry dated in the future is
 * scheduled until that day comes in the site's time zone. `npm run build` leaves out every entry
 * that is not (scripts/content/load.ts); the dev server shows it with a mark.
 */
import { z } from 'zod';
import { rule } from './rule.ts';

/** A time zone of the IANA database, e.g. Europe/London. */
export const timeZone = z
  .string()
  .trim()
  .refine(
    (value) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: value });
        return true;
      } catch {
        return false;
      }
    },
    rule('This is not a time zone name.', 'Write a name like Europe/London, America/New_York or UTC.'),
  );

/** Why an entry is not on the built site: a draft, or scheduled for a later day. */
export type Unpublished = { reason: 'draft' } | { reason: 'scheduled'; day: string };

/** The day `now` falls on in `zone`, as YYYY-MM-DD. */
export function dayIn(now: Date, zone: string): string {
  // Canadian English writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    now,
  );
}

/**
 * Why an entry is not published on `today` (YYYY-MM-DD), or undefined when it is. `date` is a
 * case study's date, which schedules it as `publishDate` does; the later of the two wins.
 */
export function unpublished(
  data: { draft?: boolean | undefined; publishDate?: string | undefined; date?: string },
  today: string,
): Unpublished | undefined {
  if (data.draft) return { reason: 'draft' };
  const later = [data.publishDate, data.date].filter((day): day is string => day !== undefined && day > today);
  const day = later.sort().at(-1);
  return day === undefined ? undefined : { reason: 'scheduled', day };
}
