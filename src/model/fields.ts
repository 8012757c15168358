import { z } from 'zod';
import type { PictureSlot } from './picture.ts';
import { rule } from './rule.ts';

/** How a field of copy is checked beyond its schema. */
export interface CopyMark {
  /** `npm run check` names the words its spelling dictionaries do not know. */
  spellChecked: true;
}

/**
 * The schemas of copy: text a visitor reads. A schema made from one of them (`text.max(70)`,
 * `text.optional()`) is copy too; addresses, ids, icon names and picture paths are not.
 */
export const copyFields = z.registry<CopyMark>();

/** Text an editor must fill in: leading and trailing spaces are ignored, empty is an error. */
export const text = z.string().trim().min(1).register(copyFields, { spellChecked: true });

/** Names of the external destinations kept once in `content/site.yaml`. */
export const siteLinkNames = ['booking', 'events', 'social'] as const;

/** One of the destinations kept once in the site settings. */
export type SiteLinkName = (typeof siteLinkNames)[number];

const unsafeScheme = /^\s*(javascript|data|vbscript|file):/i;
const allowedHref = /^(\/(?!\/)[^\s]*|#[A-Za-z][\w-]*|https:\/\/[^\s]+|mailto:[^\s@]+@[^\s@]+|tel:\+?[\d\s().-]+)$/;

/**
 * Where a link or button goes: `booking`, `events` or `social` (the addresses in the site
 * settings), a page of this site (`/services`, `/#services`), or an `https:`, `mailto:` or `tel:` address.
 */
export const href = z
  .string()
  .trim()
  .min(1)
  .refine(
    (value) => !unsafeScheme.test(value),
    rule(
      'This link uses an unsafe address type (javascript:, data:, vbscript: or file:) and would be blocked.',
      'Use a page of the site such as /services, an https:// address, or booking, events or social.',
    ),
  )
  .refine(
    (value) =>
      unsafeScheme.test(value) ||
      value.startsWith('http:') ||
      siteLinkNames.includes(value as SiteLinkName) ||
      allowedHref.test(value),
    rule(
      'This is not a link the site can use.',
      'Write a page of the site (/services, /blog/1, /#services), booking, events, social, or a full https:// address.',
    ),
  )
  .refine(
    (value) => !value.startsWith('http:'),
    rule('Links must use https:, not http:.', 'Change "http://" to "https://".'),
  );

/** A link with its visible text. */
export const link = z.strictObject({
  /** The words on the link or button. */
  label: text,
  /** Where it goes; see `href`. */
  href,
});

/** An https address, for the settings that hold external destinations. */
export const httpsUrl = z
  .string()
  .trim()
  .refine(
    (value) => /^https:\/\/[^\s/]+\.[^\s]+$/.test(value),
    rule(
      'This must be a full https:// address.',
      'Write it as https://example.com/path; http: and other schemes are not allowed.',
    ),
  );

/**
 * How the build treats a picture field: a picture pages show is measured and encoded for its slot
 * and described by a sibling field; any other (a sharing picture) is served as it is.
 */
export type PictureMark = { shown: false } | { shown: true; slot: PictureSlot; alt: string };

/**
 * The schemas of picture fields, whatever their names: the content check requires their files, the
 * build encodes the shown ones, and the editor offers its picture chooser. A schema refined from
 * one of them (`shownPicture(...)`) is one too; `.optional()` wraps it, and the readers unwrap it.
 */
export const pictureFields = z.registry<PictureMark>();

/** A picture from `content/public/images`, written from the site root: `/images/logos/acme.svg`. */
export const imagePath = z
  .string()
  .trim()
  .refine(
    (value) => /^\/images\/[\w./-]+\.(svg|png|jpe?g|webp|avif)$/.test(value),
    rule(
      'An image must be a file under content/public/images, written from the site root.',
      'Write it like /images/case-studies/webinar.svg (svg, png, jpg, webp or avif).',
    ),
  )
  .register(pictureFields, { shown: false });

/**
 * A section's picture that its page shows in `slot`, with the sibling field `alt` as its
 * alternative text: the build measures and encodes it, and the component receives it measured, as
 * `picture` beside the field (`WithPictures`, `src/model/route-data.ts`).
 */
export function shownPicture(slot: PictureSlot, alt: string) {
  return imagePath.clone().register(pictureFields, { shown: true, slot, alt }).brand<'ShownPicture'>();
}

/** The value of a `shownPicture` field: the path as written, which the build measured and encoded. */
export type ShownPicturePath = z.output<ReturnType<typeof shownPicture>>;

const focusKeyword = '(?:top|bottom|left|right|center)';
const focusPattern = new RegExp(`^(?:${focusKeyword}(?: ${focusKeyword})?|(?:100|\\d{1,2})% (?:100|\\d{1,2})%)$`);

/**
 * Which part of a picture stays in view when its frame crops it: `top`, `bottom left`, or
 * `30% 40%` (from the left, from the top). Without it, the centre.
 */
export const focus = z
  .string()
  .trim()
  .refine(
    (value) => focusPattern.test(value),
    rule(
      'This is not a part of the picture the site can keep in view.',
      'Write top, bottom, left, right, center, two of them (top left), or two percentages from the left and from the top (30% 40%).',
    ),
  );

/** The number of a case study, as in its address /blog/{id}: a whole number from 1. */
export const caseStudyId = z.number().int().positive();

const datePattern = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a YYYY-MM-DD date names a day of the calendar (not 2025-02-30, nor 2025-13-01). */
function isCalendarDay(value: string): boolean {
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}

/** A calendar date written as YYYY-MM-DD. */
export const isoDate = z
  .string()
  .trim()
  .refine(
    (value) => datePattern.test(value),
    rule('This is not a date in the form YYYY-MM-DD.', 'Write the date like 2025-03-14 (year, month, day).'),
  )
  .refine(
    (value) => !datePattern.test(value) || isCalendarDay(value),
    rule(
      'This day is not in the calendar: the month is not 01 to 12, or it has fewer days.',
      'Check the month and the day: 2025-02-28 for the end of February (29 in a leap year), 2025-04-30 for April.',
    ),
  );

/** The icons a section may show; each has a drawing in `src/components/Icon.tsx`. */
export const iconNames = [
  'trending-up',
  'target',
  'briefcase',
  'cpu',
  'mail',
  'user-plus',
  'calendar',
  'calendar-check',
  'shield-check',
  'chart',
  'activity',
  'rocket',
  'search',
  'compass',
  'send',
  'refresh',
  'bot',
  'clock',
  'users',
  'sparkles',
  'handshake',
  'message',
  'zap',
  'star',
  'layers',
  'check',
] as const;

/** One of the icons in `iconNames`. */
export const icon = z.enum(iconNames);

/** The accent colours a result statistic can take. */
export const accentNames = ['blue', 'green', 'purple', 'orange'] as const;

/** An accent colour for a highlighted number. */
export const accent = z.enum(accentNames);

/** A short list of plain-text items, such as features or benefits. */
export const textList = z.array(text).min(1);
