import { z } from 'zod';
import { httpsUrl, imagePath, link, text } from './fields.ts';
import { timeZone } from './publication.ts';
import { rule } from './rule.ts';

/** A titled list of links in the footer. */
export const footerColumnSchema = z.strictObject({
  /** The column's heading. */
  heading: text,
  /** Its links, in order. */
  links: z.array(link).min(1),
});

/** The browser editor at `/admin/` of the built site (see CONTENT.md and docs/hosting.md). */
export const editorSettingsSchema = z
  .strictObject({
    /** Build the editor into the site at /admin/; off by default. */
    enabled: z.boolean().default(false),
    /** The GitHub repository that holds the site, as owner/name; each saved change becomes a pull request there. */
    repo: z
      .string()
      .trim()
      .regex(/^[\w.-]+\/[\w.-]+$/)
      .optional(),
    /** The branch the pull requests go to. */
    branch: z.string().trim().min(1).default('main'),
    /** The address of the sign-in service that lets the editor log in to GitHub from a static host (docs/hosting.md). */
    authUrl: httpsUrl.optional(),
  })
  .refine((editor) => !editor.enabled || editor.repo !== undefined, {
    path: ['repo'],
    ...rule(
      'The editor needs the GitHub repository it saves to.',
      'Write repo: owner/name, e.g. repo: scaleloop/website.',
    ),
  });

/** Site-wide settings: `content/site.yaml`. Every external destination is written here once. */
export const siteSchema = z.strictObject({
  /** The company or product name, shown in the header and page titles. */
  brandName: text,
  /** The public address of the site, for canonical links and sharing: https:// and the domain alone, no path or trailing slash. */
  siteUrl: httpsUrl
    .refine(
      (value) => !value.endsWith('/'),
      rule('The site address must not end with a slash.', 'Remove the final "/".'),
    )
    // The pages link to /assets, /services and so on from the root of the domain, so a site
    // address with a path would give every page a canonical address that does not serve it.
    .refine(
      (value) => /^https:\/\/[^/?#\s]+$/.test(value.replace(/\/$/, '')),
      rule(
        'The site address must be the domain alone, without a path: the site is served from the root of its domain.',
        'Write only https:// and the domain, like https://www.example.com.',
      ),
    ),
  /** The booking calendar every "Book" and "Schedule" button opens. */
  bookingUrl: httpsUrl,
  /** The community events page. */
  eventsUrl: httpsUrl,
  /** The company's social profile. */
  socialUrl: httpsUrl,
  /** The social profile's name, e.g. "LinkedIn". */
  socialLabel: text,
  /** The contact e-mail address. */
  email: z.email(),
  /** The contact phone number, in international form: +44 20 1234 5678. */
  phone: z
    .string()
    .trim()
    .refine(
      (value) => /^\+[\d ()-]{6,}$/.test(value),
      rule('This is not a phone number in international form.', 'Write it like +44 20 1234 5678.'),
    ),
  /** A picture for sharing every page that has no `socialImage` of its own; without it, the build draws one per page from its title. */
  socialImage: imagePath.optional(),
  /** The language of the copy: every page's `<html lang>`, and the spelling `npm run check` follows. British (en-GB) or American (en-US) English. */
  language: z.enum(['en-GB', 'en-US']).default('en-GB'),
  /** The time zone whose days `date` and `publishDate` name, e.g. Europe/London: a scheduled entry goes live at its midnight. */
  timeZone: timeZone.default('Europe/London'),
  /** Appended to page titles: "Pricing | {brandName}". */
  titleSeparator: text.default('|'),
  /** The header. */
  header: z.strictObject({
    /** Links shown in the header, in order. */
    links: z.array(link).min(1).max(6),
    /** Links shown only in the open mobile menu, after the others. */
    mobileOnlyLinks: z.array(link).default([]),
    /** The header's button. */
    button: link,
  }),
  /** The footer. */
  footer: z.strictObject({
    /** The line under the brand name; also the description of the not-found pages. */
    tagline: text,
    /** Link columns, e.g. services and company. */
    columns: z.array(footerColumnSchema).min(1).max(4),
    /** The contact column's heading. */
    contactHeading: text,
    /** The year in the copyright line. */
    copyrightYear: z.number().int().min(2000).max(2100),
    /** Text after the year and name, e.g. "All rights reserved." */
    copyrightNote: text.optional(),
  }),
  /** The browser editor at /admin/ of the built site; without it, the site has none. */
  editor: editorSettingsSchema.optional(),
  /** The page shown for an unknown address. */
  notFound: z.strictObject({
    /** The big code, "404". */
    code: text,
    /** The message. */
    message: text,
    /** The link back home. */
    homeLink: link,
  }),
  /** The view shown for an unknown case study. */
  caseStudyNotFound: z.strictObject({
    /** The message. */
    message: text,
    /** The button back to the list. */
    backLink: link,
  }),
});

/** Site settings as an editor writes them. */
export type SiteInput = z.input<typeof siteSchema>;
/** Site settings after validation. */
export type SiteSettings = z.output<typeof siteSchema>;
