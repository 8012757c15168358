// A fixed locale and UTC, so the server's HTML and the browser's hydration print the same date.
const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A YYYY-MM-DD date as readers write it, e.g. "18 March 2025". */
export function readableDate(isoDate: string): string {
  return dateFormat.format(new Date(`${isoDate}T00:00:00Z`));
}
