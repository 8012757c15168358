/**
 * The edge fixture: the fixture site with the copy that broke, or could break, the site before,
 * built once per test run beside it (`build-test-sites.ts`). What each edge case is, and where,
 * is exported here for the tests that read it.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { writeGridSite } from './grid-site.ts';
import { makePhoto } from './photos.ts';

/** One unbroken word of 70 letters, as a product name or an address pasted into copy can be. */
export const longWord = 'Hyperautomatedoutboundprospectingplatform'.padEnd(70, 'x');

/** Each of `$$`, `$&`, `$'` and `` $` `` means something to a replacement string of `String.prototype.replace`. */
export const dollars = "Plans from $$1 or $& and $' and $` a month.";

/** Hostile text an editor could paste into plain frontmatter fields: each payload sets a flag or opens a dialog if it ever runs. */
export const hostile = {
  title: 'Brightpath </script><script>window.pwned=1</script> <img src=x onerror=window.pwned=2>',
  excerpt: '</script><script>alert(1)</script> A campaign with <b>bold</b> claims.',
  testimonial: '<img src=x onerror=alert(2)> We had nine weeks',
  testimonialMiddle: '</style><script>window.pwned=3</script> ScaleLoop got us',
  description: 'Services </title><script>window.pwned=4</script><img src=x onerror=alert(3)> for B2B teams.',
  question: 'How much </script><script>window.pwned=5</script> do your services cost?',
} as const;

/** The editor's settings in site.yaml: `/admin/` is built. */
export const editorSettings = { repo: 'scaleloop/website', authUrl: 'https://auth.example.com' } as const;

/** Where the 4000 × 3000 photo an editor dropped in lives, from the site's root. */
export const photo = '/images/case-studies/team.jpg';

/**
 * Which case study holds what: long words in every field; hostile text; the photo as its picture
 * (kept in view from the top); the photo in its body.
 */
export const edgeCaseStudies = { longWords: 1, hostile: 3, photo: 4, bodyPhoto: 5 } as const;

/** The title of the case study whose picture is the photo. */
export const photoCaseStudyTitle = '25 Qualified Leads a Month for Northwind Logistics, part 4';

/**
 * Entries the built site must leave out without a trace, each with a word written nowhere else:
 * a draft case study, one dated in the future, a draft page and an FAQ entry scheduled for a
 * later day. `routes` are the addresses they would have had.
 */
export const unpublished = {
  words: ['Quillondraftstudy', 'Quillonfuturestudy', 'Quillondraftpage', 'Quillonlaterquestion'],
  routes: ['/blog/98', '/blog/99', '/quillon-draft'],
} as const;

/** A content file of the edge fixture, edited in place. */
class ContentFile {
  constructor(private readonly file: string) {}

  /** Replaces the text of every match of `from` (none is a failure: an edit that no longer applies must not pass unnoticed). */
  edit(from: RegExp | string, to: (matched: string) => string): this {
    const source = readFileSync(this.file, 'utf8');
    const changed = source.replace(from, to);
    if (changed === source) throw new Error(`${this.file} has nothing matching ${String(from)}.`);
    writeFileSync(this.file, changed);
    return this;
  }

  /** Sets a top-level frontmatter field, quoted so YAML keeps every character. */
  set(field: string, value: string): this {
    return this.edit(new RegExp(`^${field}: .*$`, 'm'), () => `${field}: '${value.replaceAll("'", "''")}'`);
  }

  /** Adds a paragraph at the end of the body. */
  append(paragraph: string): this {
    writeFileSync(this.file, `${readFileSync(this.file, 'utf8').trimEnd()}\n\n${paragraph}\n`);
    return this;
  }

  /**
   * Puts the long word in front of the value of the first `field:` line (list items included), or
   * of the first list item when `field` is empty, after the text `after`; or in place of that value.
   */
  longWord(field: string, options: { after?: string; replace?: true } = {}): this {
    const source = readFileSync(this.file, 'utf8');
    const from = options.after === undefined ? 0 : source.indexOf(options.after);
    const line = new RegExp(field === '' ? '^\\s*- ' : `^[\\s-]*${field}: `, 'gm');
    line.lastIndex = from;
    const match = from === -1 ? null : line.exec(source);
    if (!match) throw new Error(`${this.file} has no ${field || 'list item'} after ${JSON.stringify(options.after)}.`);
    const at = match.index + match[0].length;
    const rest = options.replace ? source.slice(source.indexOf('\n', at)) : ` ${source.slice(at)}`;
    writeFileSync(this.file, `${source.slice(0, at)}${longWord}${rest}`);
    return this;
  }
}

/** The fixture site with its edge cases, written into `folder` (inside the project, so MDX resolves `react/jsx-runtime`). */
export async function writeEdgeSite(folder: string): Promise<void> {
  // Five case studies and a page of every grid at every count.
  writeGridSite(folder);
  const file = (name: string) => new ContentFile(path.join(folder, name));
  const caseStudy = (id: number) => {
    const name = readdirSync(path.join(folder, 'case-studies')).find((entry) => entry.startsWith(`${id}-`));
    if (!name) throw new Error(`The edge fixture has no case study ${id}.`);
    return path.join('case-studies', name);
  };

  const firstCaseStudy = readFileSync(path.join(folder, caseStudy(1)), 'utf8');
  writeFileSync(path.join(folder, caseStudy(edgeCaseStudies.hostile)), firstCaseStudy.replace(/^id: 1$/m, 'id: 3'));
  file(caseStudy(edgeCaseStudies.hostile))
    .set('title', hostile.title)
    .set('excerpt', hostile.excerpt)
    .edit('text: We had nine weeks', () => `text: ${hostile.testimonial}`)
    .edit('ScaleLoop got us', () => hostile.testimonialMiddle);
  file('pages/services.mdx').set('description', hostile.description);
  // Every case study on the first page of /blog, where the tests of the edge cases read their cards.
  file('pages/blog.mdx').edit(/pageSize: \d+/, () => 'pageSize: 9');
  file('faq/roi.mdx').set('question', hostile.question);

  // Written in place by replacer functions and `append`: a replacement string would read the patterns.
  file('faq/pricing.mdx').append(dollars);

  const publicPhoto = path.join(folder, 'public', photo);
  mkdirSync(path.dirname(publicPhoto), { recursive: true });
  writeFileSync(publicPhoto, await makePhoto({ width: 4000, height: 3000, grain: 0.4 }));
  file(caseStudy(edgeCaseStudies.photo)).edit(
    'image: /images/case-studies/qualified-leads.svg',
    () => `image: ${photo}\nimageFocus: top`,
  );
  file(caseStudy(edgeCaseStudies.bodyPhoto)).edit(
    'The problem was getting into the room often enough.',
    (sentence) => `${sentence}\n\n![The Northwind sales team at work](${photo})`,
  );

  file('site.yaml').edit(
    /^brandName: (.*)$/m,
    (line) =>
      `editor:\n  enabled: true\n  repo: ${editorSettings.repo}\n  authUrl: ${editorSettings.authUrl}\n\n${line} ${longWord}`,
  );
  writeLongWords(file, caseStudy(edgeCaseStudies.longWords));
  writeUnpublished(folder, firstCaseStudy);
}

/** The entries of `unpublished`, made from the first case study, the services page and an FAQ entry. */
function writeUnpublished(folder: string, firstCaseStudy: string): void {
  const [draftStudy, futureStudy, draftPage, laterQuestion] = unpublished.words;
  const study = (id: number, word: string, extra: string) =>
    firstCaseStudy
      .replace(/^id: 1$/m, `id: ${id}\n${extra}`)
      .replace(/^title: .*$/m, `title: ${word} title`)
      .replace(/^excerpt: .*$/m, `excerpt: ${word} excerpt.`)
      .concat(`\n${word} in the body.\n`);
  writeFileSync(path.join(folder, 'case-studies/98-draft.mdx'), study(98, `${draftStudy}`, 'draft: true'));
  writeFileSync(
    path.join(folder, 'case-studies/99-future.mdx'),
    study(99, `${futureStudy}`, '').replace(/^date: .*$/m, 'date: 2999-01-01'),
  );
  const services = readFileSync(path.join(folder, 'pages/services.mdx'), 'utf8');
  writeFileSync(
    path.join(folder, `pages${unpublished.routes[2]}.mdx`),
    services
      .replace(/^title: .*$/m, `draft: true\ntitle: ${draftPage} page`)
      .concat(`\n${draftPage} in the body, with a [link to a draft](/blog/98).\n`),
  );
  writeFileSync(
    path.join(folder, 'faq/later.mdx'),
    `---\nquestion: ${laterQuestion} question?\norder: 99\npublishDate: 2999-01-01\n---\n\n${laterQuestion} answer.\n`,
  );
}

/** The long word in headings, cards, buttons, stats, plans, questions, prose, navigation and footer. */
function writeLongWords(file: (name: string) => ContentFile, caseStudy: string): void {
  // A case study title has at most 110 characters.
  file(caseStudy)
    .longWord('title', { replace: true })
    .longWord('author')
    .longWord('company')
    .longWord('position')
    .longWord('', { after: 'keyResults:' })
    .longWord('text', { after: 'testimonial:' })
    .longWord('title', { after: 'challenge:' })
    .longWord('', { after: 'points:' })
    .longWord('label', { after: 'results:' })
    // In the body: a paragraph, and a code block, which keeps its spaces and line breaks.
    .append(`${longWord} in a paragraph.\n\n\`\`\`\n${longWord} in code\n\`\`\``);
  const home = file('pages/home.mdx');
  for (const field of ['headline', 'badge', 'label', 'number', 'value']) home.longWord(field);
  home
    .longWord('label', { after: 'type: StatsBand' })
    .longWord('title', { after: 'type: ServicesGrid' })
    .longWord('title', { after: 'type: ProcessSteps' })
    .longWord('heading', { after: 'type: CallToAction' });
  // The highlight, which must be words of the headline, holds the long word too.
  file('pages/pricing.mdx')
    .edit(/Transparent Pricing/g, () => `${longWord} Pricing`)
    .longWord('name')
    .longWord('name', { after: 'popular: true' })
    .longWord('label', { after: 'type: PricingGrid' })
    .longWord('', { after: 'features:' })
    .longWord('heading', { after: 'enterprise:' });
  file('pages/services.mdx')
    .longWord('title', { after: 'type: OfferCards' })
    .longWord('label', { after: 'type: OfferCards' })
    .longWord('title', { after: 'type: WhyChoose' });
  const consultation = file('pages/schedule-consultation.mdx');
  for (const field of ['title', 'label', 'availability'])
    consultation.longWord(field, { after: 'type: ConsultationDetails' });
  consultation.longWord('', { after: 'benefits:' });
  file('pages/linkedin-tool.mdx').longWord('label').longWord('title', { after: 'type: WhyChoose' });
  file('faq/pricing.mdx').longWord('question').append(`${longWord} in an answer.`);
  const site = file('site.yaml');
  for (const field of ['label', 'tagline', 'heading']) site.longWord(field);
  site.longWord('label', { after: 'button:' }).longWord('label', { after: 'columns:' });
}
