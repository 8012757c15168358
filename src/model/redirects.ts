import { z } from 'zod';
import { rule } from './rule.ts';

/** An address of this site as a visitor types it: `/services`, `/blog/3`; no `#anchor`, `?query`, spaces or `..`. A final `/` is ignored. */
const sitePath = z
  .string()
  .trim()
  .refine(
    // No `.` or `..` step: the build writes a page at the old address, which must stay in the site's folder.
    (value) => /^(?!.*\/\.\.?(?:\/|$))\/(?!\/)[^\s#?*\\]*$/.test(value),
    rule(
      'This must be an address of this site, starting with /.',
      'Write it like /services or /blog/3: no https:// and the domain, no #anchor or ?query.',
    ),
  );

/** Where a redirect sends visitors: a page of this site, or another website's full https:// address. */
const redirectTarget = z
  .string()
  .trim()
  .refine(
    (value) => /^(\/(?!\/)[^\s?*]*|https:\/\/[^\s/]+\.[^\s]+)$/.test(value),
    rule(
      'This must be a page of this site (starting with /) or a full https:// address.',
      'Write it like /offers, /#services or https://www.example.com/page.',
    ),
  );

/** One old address and where its visitors go now. */
export const redirectSchema = z.strictObject({
  /** The old address on this site, which no page has any more: `/services`. */
  from: sitePath,
  /** Where its visitors go instead: a page of this site (`/offers`) or a full https:// address. */
  to: redirectTarget,
  /** 301 when the page moved for good (the default), 302 when it moved for a while and will come back. */
  status: z.literal([301, 302]).default(301),
});

/** Old addresses that send visitors on: `content/redirects.yaml`. */
export const redirectsSchema = z.strictObject({
  /** Each old address and where it goes now, in any order. */
  redirects: z.array(redirectSchema).default([]),
});

/** A redirect as the build receives it. */
export type Redirect = z.output<typeof redirectSchema>;
