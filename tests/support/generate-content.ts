import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { formatContentFile, isRecord, readContentFolder, type ContentFile } from '../../tools/bench/content-files.ts';

/** A small deterministic random source (mulberry32), so every run generates the same site. */
function randomSource(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const companies = [
  'Harbourline',
  'Corvid Analytics',
  'Bluefin Payroll',
  'Stonebridge Legal',
  'Quarry Robotics',
  'Tidewater Health',
  'Kestrel Cloud',
  'Ironleaf Supply',
  'Polaris Freight',
  'Sagewood Insurance',
  'Vantage HR',
  'Copperline Energy',
  'Elmstead Foods',
  'Granite CRM',
  'Nimbus Security',
  'Orchard Learning',
];
const suffixes = ['Systems', 'Group', 'Software', 'Partners', 'Labs', 'Solutions'];
const industries = [
  'logistics',
  'healthcare',
  'fintech',
  'manufacturing',
  'professional services',
  'SaaS',
  'insurance',
  'education',
  'energy',
  'recruitment',
];
const buyers = [
  'operations directors',
  'heads of IT',
  'CFOs',
  'procurement leads',
  'HR directors',
  'plant managers',
  'practice owners',
  'VPs of sales',
];
const channels = [
  'LinkedIn and email',
  'cold email',
  'LinkedIn',
  'email and cold calling',
  'LinkedIn, email and calling',
];
const firstNames = [
  'Anna',
  'Tomas',
  'Priya',
  'Lucas',
  'Mei',
  'Jonas',
  'Chiara',
  'David',
  'Amara',
  'Felix',
  'Sara',
  'Omar',
];
const lastNames = [
  'Berg',
  'Novak',
  'Shah',
  'Moreau',
  'Chen',
  'Keller',
  'Ricci',
  'Walsh',
  'Okafor',
  'Lindgren',
  'Haddad',
  'Brennan',
];
const openings = [
  '{company} sells {industry} software to mid-sized companies and had relied on referrals for most of its new business.',
  'When {company} opened its second office, the sales team needed a pipeline that did not depend on trade fairs.',
  '{company} had a strong product and a small sales team that spent too much of its week searching for prospects.',
  'After two quarters of flat bookings, {company} decided to test outbound with a partner before hiring more SDRs.',
];
const middles = [
  'We started with the ideal customer profile and built a verified list of {buyers} at {accounts} target accounts.',
  'Every message was written around a problem the buyer already knew they had, not around features.',
  'The {channel} sequence ran at a steady, safe pace, with replies routed straight to the account executives.',
  'Weekly reviews compared subject lines, openers and audiences, and the weakest variant was replaced every Friday.',
  'Meetings were booked directly into the sales calendar, with a short brief on each prospect attached to the invite.',
  'Domain warm-up and list hygiene kept the bounce rate under two percent for the whole campaign.',
  'Two case studies from similar {industry} clients gave the first messages something concrete to point to.',
  'Replies that asked for more information got a one-page summary within the hour, written by a person.',
  'The sales team agreed on what a qualified meeting meant before the first message went out.',
  'Prospects who were not ready yet were moved to a quarterly newsletter instead of being chased.',
  'A short call every Monday kept the campaign and the sales team working from the same numbers.',
  'We retired the best-performing subject line after six weeks, before the market got used to it.',
];
const closings = [
  'Within {weeks} weeks the team had {meetings} qualified meetings, and the first deals closed before the quarter ended.',
  'By week {weeks} the pipeline had grown by {growth} percent, and the sales team asked to extend the programme.',
  'The campaign paid for itself in {weeks} weeks, and the playbook is now part of how {company} sells.',
];

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? key);
}

/** "a" or "an" and the phrase, e.g. "an email campaign". */
function withArticle(phrase: string): string {
  return `${/^[aeiou]/i.test(phrase) ? 'an' : 'a'} ${phrase}`;
}

function titleCase(phrase: string): string {
  return phrase.replace(/\b[a-z]\w*/g, (word) =>
    ['a', 'an', 'and', 'or', 'of'].includes(word) && word !== phrase.split(' ')[0]
      ? word
      : `${word[0]?.toUpperCase() ?? ''}${word.slice(1)}`,
  );
}

function pickFrom<T>(random: () => number, list: readonly T[]): T {
  const value = list[Math.floor(random() * list.length)];
  if (value === undefined) throw new Error('Cannot pick from an empty list.');
  return value;
}

/** The items of `list` in a random order. */
function shuffled<T>(random: () => number, list: readonly T[]): T[] {
  const copy = [...list];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

/** Draws sentences without repeating one within a document. */
function sentenceDeck(random: () => number, values: Record<string, string>): (count: number) => string {
  const deck = shuffled(random, middles);
  return (count) =>
    deck
      .splice(0, count)
      .map((sentence) => fill(sentence, values))
      .join(' ');
}

/** Sets `data[key]` only when the template has that field, so the generator follows the schema the content already uses. */
function setIfPresent(data: Record<string, unknown>, key: string, value: unknown): void {
  if (key in data) data[key] = value;
}

/**
 * How generated case studies carry the template's tags: `spread`, one or two of them each, in turn,
 * as a real site spreads its stories over its industries and channels; `all`, every one of them
 * (every tag then has as many pages as the blog, the worst case for the build).
 */
export type GeneratedTags = 'spread' | 'all';

/** One or two of `tags`, chosen from `id` alone, so every tag gets about as many stories. */
function spreadTags(tags: readonly unknown[], id: number): unknown[] {
  const first = Math.floor(id / 2) % tags.length;
  return [tags[first], tags[(first + 1) % tags.length]].slice(0, 1 + (id % 2));
}

function caseStudy(template: ContentFile, id: number, tags: GeneratedTags): { name: string; text: string } {
  const random = randomSource(id * 7919);
  const company = `${pickFrom(random, companies)} ${pickFrom(random, suffixes)}`;
  const values = {
    company,
    industry: pickFrom(random, industries),
    buyers: pickFrom(random, buyers),
    channel: pickFrom(random, channels),
    accounts: String(120 + Math.floor(random() * 600)),
    weeks: String(4 + Math.floor(random() * 12)),
    meetings: String(12 + Math.floor(random() * 60)),
    growth: String(40 + Math.floor(random() * 200)),
  };
  const data = structuredClone(template.data);
  const month = String(1 + (id % 12)).padStart(2, '0');
  const day = String(1 + (id % 28)).padStart(2, '0');
  setIfPresent(data, 'id', id);
  setIfPresent(data, 'title', `How ${company} Booked ${values.meetings} Meetings in ${values.weeks} Weeks`);
  setIfPresent(
    data,
    'excerpt',
    `${withArticle(values.channel).replace(/^a/, 'A')} campaign aimed at ${values.buyers} gave ${company} a predictable ${values.industry} pipeline and ${values.meetings} qualified meetings.`,
  );
  setIfPresent(data, 'author', `${pickFrom(random, firstNames)} ${pickFrom(random, lastNames)}`);
  setIfPresent(data, 'date', `${2020 + (id % 6)}-${month}-${day}`);
  if (tags === 'spread' && Array.isArray(data.tags) && data.tags.length > 1) data.tags = spreadTags(data.tags, id);
  setIfPresent(data, 'keywords', [
    `${values.industry} lead generation`,
    `${values.channel} outreach`,
    'B2B case study',
  ]);
  setIfPresent(data, 'keyResults', [
    `${values.meetings} meetings in ${values.weeks} weeks`,
    `${values.growth}% pipeline growth`,
  ]);
  if (isRecord(data.testimonial)) {
    setIfPresent(data.testimonial, 'company', company);
    setIfPresent(
      data.testimonial,
      'logoInitials',
      company
        .split(' ')
        .map((word) => word[0])
        .join('')
        .slice(0, 3),
    );
    setIfPresent(
      data.testimonial,
      'text',
      `The team understood our buyers from the first week. ${values.meetings} meetings later, outbound is a channel we plan around.`,
    );
    setIfPresent(data.testimonial, 'author', `${pickFrom(random, firstNames)} ${pickFrom(random, lastNames)}`);
    setIfPresent(
      data.testimonial,
      'position',
      `${pickFrom(random, ['Head of Sales', 'VP Marketing', 'Chief Revenue Officer', 'Managing Director'])}, ${company}`,
    );
    setIfPresent(data.testimonial, 'results', [`${values.meetings} meetings in ${values.weeks} weeks`]);
  }
  const next = sentenceDeck(random, values);
  if (isRecord(data.challenge)) {
    setIfPresent(data.challenge, 'title', `${titleCase(withArticle(values.industry))} Pipeline Built on Referrals`);
    setIfPresent(
      data.challenge,
      'content',
      `${fill(pickFrom(random, openings), values)} Its ${values.buyers} rarely heard from the company before a competitor had already called.`,
    );
  }
  if (isRecord(data.solution)) {
    setIfPresent(data.solution, 'title', `${titleCase(values.channel)} Outreach With a Human Touch`);
    setIfPresent(data.solution, 'content', next(2));
    setIfPresent(data.solution, 'points', [next(1), next(1), next(1)]);
  }
  if (isRecord(data.results)) {
    setIfPresent(data.results, 'title', `${values.meetings} Meetings in ${values.weeks} Weeks`);
    const stats = Array.isArray(data.results.stats) ? data.results.stats : [];
    const figures = [
      [`${values.meetings}`, 'Qualified meetings'],
      [`${values.growth}%`, 'Pipeline growth'],
      [`${values.accounts}`, 'Target accounts'],
      [`${values.weeks}`, 'Weeks to results'],
    ];
    data.results.stats = stats.map((stat: unknown, index) =>
      isRecord(stat)
        ? { ...stat, number: figures[index]?.[0] ?? stat.number, label: figures[index]?.[1] ?? stat.label }
        : stat,
    );
  }
  const body = [
    `${fill(pickFrom(random, openings), values)} ${next(2)}`,
    next(3),
    `${next(1)} ${fill(pickFrom(random, closings), values)}`,
  ].join('\n\n');
  const slug = company.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return { name: `${id}-${slug}.mdx`, text: formatContentFile(data, body) };
}

const topics = [
  'onboarding',
  'list building',
  'reply handling',
  'domain warm-up',
  'meeting quality',
  'reporting',
  'contract terms',
  'CRM integration',
  'LinkedIn limits',
  'data protection',
  'message approval',
  'campaign pauses',
];

function faqEntry(template: ContentFile, order: number): { name: string; text: string } {
  const random = randomSource(order * 104729);
  const topic = pickFrom(random, topics);
  const industry = pickFrom(random, industries);
  const data = structuredClone(template.data);
  setIfPresent(data, 'question', `How do you handle ${topic} for ${industry} companies (question ${order})?`);
  setIfPresent(data, 'order', order);
  const values = {
    company: 'your team',
    industry,
    buyers: pickFrom(random, buyers),
    channel: pickFrom(random, channels),
    accounts: '300',
    weeks: '6',
    meetings: '20',
    growth: '80',
  };
  const next = sentenceDeck(random, values);
  const body = `${next(2)}\n\n${next(1)} ${fill(pickFrom(random, closings), values)}`;
  return { name: `generated-${order}.mdx`, text: formatContentFile(data, body) };
}

/**
 * Adds generated case studies and FAQ entries to the content folder of a project copy until
 * each reaches `total`. Each new file is a copy of the first existing one with the id or
 * order, titles, text and dates replaced (ids and orders continue after the highest in use),
 * so it stays valid as the schemas evolve; the picture path is the template's. `tags` says how
 * the new case studies carry the template's tags.
 */
export function generateContent(
  contentRoot: string,
  total: number,
  tags: GeneratedTags = 'spread',
): { caseStudies: number; faq: number } {
  const caseStudyFolder = path.join(contentRoot, 'case-studies');
  const faqFolder = path.join(contentRoot, 'faq');
  const studies = readContentFolder(caseStudyFolder);
  const entries = readContentFolder(faqFolder);
  const studyTemplate = studies[0];
  const faqTemplate = entries[0];
  if (!studyTemplate || !faqTemplate)
    throw new Error('The content has no case study or FAQ entry to use as a template.');
  const highest = (files: ContentFile[], key: string) =>
    Math.max(0, ...files.map((file) => (typeof file.data[key] === 'number' ? file.data[key] : 0)));
  let id = highest(studies, 'id');
  for (let count = studies.length; count < total; count += 1) {
    id += 1;
    const { name, text } = caseStudy(studyTemplate, id, tags);
    writeFileSync(path.join(caseStudyFolder, name), text);
  }
  let order = highest(entries, 'order');
  for (let count = entries.length; count < total; count += 1) {
    order += 1;
    const { name, text } = faqEntry(faqTemplate, order);
    writeFileSync(path.join(faqFolder, name), text);
  }
  return { caseStudies: Math.max(total, studies.length), faq: Math.max(total, entries.length) };
}
