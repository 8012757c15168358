/** Pages, case studies, FAQ entries, site settings and pictures, and the arbitrary of a whole content folder. */
import fc from 'fast-check';
import { caseStudyRoute, mainContentAnchor, pageRoute } from '../../../src/model/routes.ts';
import { reservedPageNames } from '../../../scripts/content/checks.ts';
import { caseStudySchema, testimonialSchema, type CaseStudyInput } from '../../../src/model/case-study.ts';
import { faqEntrySchema } from '../../../src/model/faq-entry.ts';
import { accentNames } from '../../../src/model/fields.ts';
import { pageSchema, type PageInput } from '../../../src/model/page.ts';
import type { SectionType } from '../../../src/components/sections/schemas.ts';
import { footerColumnSchema, siteSchema, type SiteInput } from '../../../src/model/site.ts';
import { body, faqBody } from './bodies.ts';
import { boundsFor, listFor } from './bounds.ts';
import {
  yamlStyle,
  type ContentFile,
  type GeneratedCaseStudy,
  type GeneratedFaqEntry,
  type GeneratedPage,
  type GeneratedSite,
} from './files.ts';
import { link, makeAll, pickFrom, type Make, type SiteContext } from './links.ts';
import { anySection, defined, hero, optional, sectionArbitraries, textList, type SectionPlan } from './sections.ts';
import { heading, label, sentence, textFor } from './text.ts';

// ---------------------------------------------------------------------------------------------
// Pages

/** The pages of the site this project was made for, with the section each is built around. */
const standardPages: readonly { slug: string; sections: readonly Exclude<SectionType, 'Hero' | 'Content'>[] }[] = [
  { slug: 'services', sections: ['OfferCards'] },
  { slug: 'pricing', sections: ['PricingGrid'] },
  { slug: 'schedule-consultation', sections: ['ConsultationDetails'] },
  { slug: 'blog', sections: ['CaseStudyList'] },
  { slug: 'faq', sections: ['FaqAccordion'] },
  { slug: 'linkedin-tool', sections: ['WhyChoose'] },
];

/** Names of extra pages, some of them names the build also uses for files of its own. */
const extraPageSlug = fc
  .oneof(
    fc.constantFrom('about', 'contact', 'images', 'feed', 'index', 'blog-2', 'a'),
    fc.stringMatching(/^[a-z0-9]{1,8}(-[a-z0-9]{1,6}){0,2}$/),
  )
  .filter((slug) => !reservedPageNames.includes(slug));

interface PagePlan {
  slug: string;
  title: string;
  description: string;
  keywords: string[];
  socialImage: number | undefined;
  breadcrumb: string | undefined;
  hero: SectionPlan;
  sections: SectionPlan[];
  heroAt: number;
  contentAt: number | undefined;
  body: Make<string>;
}

/** Sections a page may place once: the FAQ accordion shows every entry, and its FAQPage data lists each once. */
const placedOnce = new Set<SectionType>(['FaqAccordion']);

function oncePerPage(sections: readonly SectionPlan[]): SectionPlan[] {
  return sections.filter(
    (section, index) =>
      !placedOnce.has(section.type) || sections.findIndex((other) => other.type === section.type) === index,
  );
}

function pagePlan(slug: string, required: readonly Exclude<SectionType, 'Hero' | 'Content'>[]): fc.Arbitrary<PagePlan> {
  const requiredSections = required.map((type) => sectionArbitraries[type]);
  return fc
    .record({
      title: textFor(pageSchema.shape.title),
      description: textFor(pageSchema.shape.description, 24),
      keywords: listFor(pageSchema.shape.keywords, label),
      socialImage: optional(fc.nat()),
      breadcrumb: optional(label),
      hero,
      required: fc.tuple(...requiredSections),
      more: fc.array(anySection, { maxLength: 3 }),
      heroAt: fc.nat(),
      contentAt: optional(fc.nat()),
      body,
    })
    .map(({ required: must, more, ...rest }) => ({ slug, ...rest, sections: oncePerPage([...must, ...more]) }));
}

const pagePlans: fc.Arbitrary<PagePlan[]> = fc
  .record({
    home: pagePlan('home', ['ServicesGrid']),
    standard: fc.tuple(...standardPages.map(({ slug, sections }) => optional(pagePlan(slug, sections)))),
    extra: fc
      .uniqueArray(extraPageSlug, { maxLength: 2 })
      .chain((slugs) =>
        fc.tuple(
          ...slugs
            .filter((slug) => slug !== 'home' && !standardPages.some((page) => page.slug === slug))
            .map((slug) => pagePlan(slug, [])),
        ),
      ),
  })
  .map(({ home, standard, extra }) => [home, ...standard.filter((page) => page !== undefined), ...extra]);

/** The anchor each section of a page ends up with: the one written or its default, made unique on the page as editors must. */
function sectionAnchors(sections: readonly SectionPlan[]): (string | undefined)[] {
  const used = new Set<string>();
  return sections.map((section, index) => {
    if (section.defaultAnchor === undefined) return undefined;
    let anchor = section.anchor ?? section.defaultAnchor;
    if (used.has(anchor)) anchor = `${anchor}-${index}`;
    used.add(anchor);
    return anchor === section.defaultAnchor && section.anchor === undefined ? undefined : anchor;
  });
}

// ---------------------------------------------------------------------------------------------
// Case studies, FAQ, settings, pictures

interface CaseStudyPlan {
  fileName: (id: number) => string;
  make: (id: number, context: SiteContext) => CaseStudyInput;
  body: Make<string>;
}

const fileSlug = fc.stringMatching(/^[a-z0-9]{1,10}(-[a-z0-9]{1,8}){0,3}$/);
// Days gone by only: a case study dated later is scheduled and left out of the built site, and a
// page showing it is a content error.
const isoDate = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2025-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const testimonialShape = testimonialSchema.shape;
const caseStudyShape = caseStudySchema.shape;

const caseStudyPlan: fc.Arbitrary<CaseStudyPlan> = fc
  .record({
    slug: fileSlug,
    title: textFor(caseStudyShape.title),
    excerpt: textFor(caseStudyShape.excerpt, 30),
    image: fc.nat(),
    imageAlt: sentence,
    author: label,
    date: isoDate,
    readTime: fc.record({ card: fc.integer({ min: 1, max: 60 }), article: fc.integer({ min: 1, max: 120 }) }),
    keywords: listFor(caseStudyShape.keywords, label),
    keyResults: listFor(caseStudyShape.keyResults, label),
    testimonial: fc.record({
      company: label,
      logoInitials: textFor(testimonialShape.logoInitials, 1),
      text: sentence,
      author: label,
      position: label,
      rating: optional(fc.integer(boundsFor(testimonialShape.rating))),
      results: optional(listFor(testimonialShape.results, label)),
    }),
    challenge: fc.record({ title: heading, content: sentence }),
    solution: fc.record({ title: heading, content: sentence, points: textList(caseStudyShape.solution.shape.points) }),
    results: fc.record({
      title: heading,
      stats: listFor(
        caseStudyShape.results.shape.stats,
        fc.record({ number: label, label, color: fc.constantFrom(...accentNames) }),
      ),
    }),
    body,
  })
  .map(({ slug, image, body: makeBody, testimonial, ...data }) => ({
    fileName: (id) => `${id}-${slug}`,
    make: (id, context) => ({ id, ...data, image: pickFrom(context.images, image), testimonial: defined(testimonial) }),
    body: makeBody,
  }));

const faqPlan = fc.record({ question: textFor(faqEntrySchema.shape.question, 20), body: faqBody });

const siteShape = siteSchema.shape;
const host = fc.stringMatching(/^[a-z][a-z0-9-]{0,10}$/).map((name) => `${name}.example.com`);
const httpsAddress = fc
  .tuple(host, fc.constantFrom('', '/book', '/company/scale-loop', '/events?city=z%C3%BCrich&x=$&'))
  .map(([name, rest]) => `https://${name}${rest}`);

const sitePlan = fc.record({
  brandName: label,
  siteUrl: host.map((name) => `https://${name}`),
  bookingUrl: httpsAddress,
  eventsUrl: httpsAddress,
  socialUrl: httpsAddress,
  socialLabel: label,
  email: fc.stringMatching(/^[a-z][a-z0-9]{0,8}(\.[a-z]{1,5})?$/).map((local) => `${local}@example.com`),
  phone: fc
    .array(fc.stringMatching(/^[0-9]{2,4}$/), { minLength: 3, maxLength: 4 })
    .map((groups) => `+${groups.join(' ')}`),
  socialImage: optional(fc.nat()),
  titleSeparator: optional(fc.constantFrom('|', '—', '·', '$&', '$$', '-')),
  header: fc.record({
    links: listFor(siteShape.header.shape.links, link),
    mobileOnlyLinks: optional(listFor(siteShape.header.shape.mobileOnlyLinks, link)),
    button: link,
  }),
  footer: fc.record({
    tagline: sentence,
    columns: listFor(
      siteShape.footer.shape.columns,
      fc.record({ heading: label, links: listFor(footerColumnSchema.shape.links, link) }),
    ),
    contactHeading: label,
    copyrightYear: fc.integer(boundsFor(siteShape.footer.shape.copyrightYear)),
    copyrightNote: optional(sentence),
  }),
  notFound: fc.record({ code: label, message: sentence, homeLink: link }),
  caseStudyNotFound: fc.record({ message: sentence, backLink: link }),
});

function makeSite(
  plan: typeof sitePlan extends fc.Arbitrary<infer Plan> ? Plan : never,
  context: SiteContext,
): SiteInput {
  const { header, footer, notFound, caseStudyNotFound, socialImage, ...rest } = plan;
  return defined({
    ...rest,
    socialImage: socialImage === undefined ? undefined : pickFrom(context.images, socialImage),
    header: defined({
      links: makeAll(header.links, context),
      mobileOnlyLinks: header.mobileOnlyLinks && makeAll(header.mobileOnlyLinks, context),
      button: header.button(context),
    }),
    footer: defined({
      ...footer,
      columns: footer.columns.map((column) => ({ heading: column.heading, links: makeAll(column.links, context) })),
    }),
    notFound: { code: notFound.code, message: notFound.message, homeLink: notFound.homeLink(context) },
    caseStudyNotFound: { message: caseStudyNotFound.message, backLink: caseStudyNotFound.backLink(context) },
  });
}

/** The smallest PNG there is, one transparent pixel, for a picture that is not an SVG. */
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const picture = fc.record({
  folder: fc.constantFrom('', 'logos/', 'case-studies/'),
  name: fc.stringMatching(/^[a-z0-9][\w-]{0,12}$/),
  png: fc.boolean(),
});

function svgPicture(title: string, colour: string): string {
  const safeTitle = title.replace(/[<&]/g, (mark) => (mark === '<' ? '&lt;' : '&amp;'));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" viewBox="0 0 160 40" role="img"><title>${safeTitle}</title><rect width="160" height="40" rx="6" fill="${colour}"/></svg>\n`;
}

const favicon =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#1d4ed8"/></svg>\n';

// ---------------------------------------------------------------------------------------------
// The site

/** Content folders the content model accepts, with every kind of content and every section type. */
export const generatedSiteArbitrary: fc.Arbitrary<GeneratedSite> = fc
  .record({
    site: sitePlan,
    pages: pagePlans,
    caseStudyIds: fc.uniqueArray(fc.integer({ min: 1, max: 999_999 }), { maxLength: 4 }),
    caseStudies: fc.array(caseStudyPlan, { minLength: 4, maxLength: 4 }),
    faq: fc.uniqueArray(fc.record({ fileName: fileSlug, entry: faqPlan }), {
      maxLength: 4,
      selector: (item) => item.fileName,
    }),
    faqOrders: fc.uniqueArray(fc.integer({ min: 1, max: 99 }), { minLength: 4, maxLength: 4 }),
    pictures: fc.uniqueArray(picture, { minLength: 1, maxLength: 4, selector: (item) => `${item.folder}${item.name}` }),
    yamlStyle,
  })
  .map(
    ({
      site,
      pages: plannedPages,
      caseStudyIds,
      caseStudies,
      faq,
      faqOrders,
      pictures,
      yamlStyle: style,
    }): GeneratedSite => {
      const pages = plannedPages.map((page) => ({
        ...page,
        sections: page.sections.filter((section) => !section.needsCaseStudies || caseStudyIds.length > 0),
      }));
      const images = pictures.map(({ folder, name, png }) => `/images/${folder}${name}.${png ? 'png' : 'svg'}`);
      const anchorsByPage = pages.map((page) => sectionAnchors(page.sections));
      const routes = [
        ...pages.map((page, index) => ({
          path: pageRoute(page.slug),
          anchors: [
            mainContentAnchor,
            ...page.sections.flatMap((section, sectionIndex) => {
              if (section.defaultAnchor === undefined) return [];
              return [anchorsByPage[index]?.[sectionIndex] ?? section.defaultAnchor];
            }),
          ],
        })),
        ...caseStudyIds.map((id) => ({ path: caseStudyRoute(id), anchors: [mainContentAnchor] })),
      ];
      const base: SiteContext = { routes, images, caseStudyIds };
      const madePages = pages.map((page, index): GeneratedPage => {
        const context = { ...base, ownAnchors: routes[index]?.anchors };
        const sections = page.sections.map((section, sectionIndex) =>
          section.make(context, anchorsByPage[index]?.[sectionIndex]),
        );
        sections.splice(page.heroAt % (sections.length + 1), 0, page.hero.make(context, undefined));
        if (page.contentAt !== undefined)
          sections.splice(page.contentAt % (sections.length + 1), 0, { type: 'Content' });
        const data: PageInput = defined({
          title: page.title,
          description: page.description,
          keywords: page.keywords,
          socialImage: page.socialImage === undefined ? undefined : pickFrom(images, page.socialImage),
          breadcrumb: page.breadcrumb,
          sections,
        });
        return { slug: page.slug, data, body: page.body(context) };
      });
      const madeCaseStudies = caseStudyIds.map((id, index): GeneratedCaseStudy => {
        const study = pickFrom(caseStudies, index);
        const context = { ...base, ownAnchors: [mainContentAnchor] };
        return { fileName: study.fileName(id), data: study.make(id, context), body: study.body(context) };
      });
      const faqShownOn = routes.filter((_route, index) =>
        pages[index]?.sections.some((section) => section.type === 'FaqAccordion'),
      );
      const faqContext = {
        ...base,
        ownAnchors:
          faqShownOn.length === 0
            ? undefined
            : faqShownOn
                .map((route) => route.anchors)
                .reduce((common, anchors) => common.filter((anchor) => anchors.includes(anchor))),
      };
      const madeFaq = faq.map(
        ({ fileName, entry }, index): GeneratedFaqEntry => ({
          fileName,
          data: { question: entry.question, order: pickFrom(faqOrders, index) },
          body: entry.body(faqContext),
        }),
      );
      const publicFiles: ContentFile[] = [
        { path: 'favicon.svg', text: favicon },
        ...pictures.map(({ png }, index) => ({
          path: `${images[index]?.slice(1) ?? ''}`,
          text: png ? onePixelPng : svgPicture(`Picture ${index + 1}`, '#334155'),
        })),
      ];
      return {
        site: makeSite(site, base),
        pages: madePages,
        caseStudies: madeCaseStudies,
        faq: madeFaq,
        publicFiles,
        yamlStyle: style,
      };
    },
  );
