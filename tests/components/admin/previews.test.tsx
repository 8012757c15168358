import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { parse } from 'yaml';
import type { CaseStudyData } from '@/model/case-study.ts';
import { caseStudySchema } from '@/model/case-study.ts';
import { mdxFromFile } from '../../../src/admin/formats.ts';
import { faqPreviewEntry, withPictureCopies, type PreviewCatalog } from '../../../src/admin/preview/catalog.ts';
import { safeBodyTree } from '../../../src/admin/preview/mdx-body.tsx';
import {
  CaseStudyPreview,
  FaqPreview,
  PagePreview,
  SettingsPreview,
  type EntryPreviewProps,
} from '../../../src/admin/preview/EntryPreviews.tsx';
import { PreviewFrame } from '../../../src/admin/preview/PreviewFrame.tsx';
import { settingsInForm } from '../../../src/admin/preview/template.tsx';
import { testSite } from '../../support/site-settings.ts';

/** An entry of the fixture site as the editor's format gives it to Decap: the frontmatter's fields and `body`. */
function entryData(file: string): Record<string, unknown> {
  return mdxFromFile(readFileSync(path.join(fixtureSite, file), 'utf8'));
}

// jsdom's import.meta.url is not a file address; vitest runs from the repository's root.
const fixtureSite = path.resolve('tests/fixtures/site');

const assetAddress = (picture: string) => `/editor-files${picture}`;

const caseStudies: CaseStudyData[] = readdirSync(path.join(fixtureSite, 'case-studies')).map((name) => {
  const { body: _body, ...fields } = entryData(`case-studies/${name}`);
  return caseStudySchema.parse(fields);
});

const catalog: PreviewCatalog = {
  pictureCopies: {},
  site: testSite,
  tags: [{ id: 'events', label: 'Events', sentence: 'Stories of filled events.' }],
  caseStudies,
  faq: readdirSync(path.join(fixtureSite, 'faq'))
    .flatMap((name) => faqPreviewEntry(name.replace(/\.mdx$/, ''), entryData(`faq/${name}`), assetAddress) ?? [])
    .sort((a, b) => a.order - b.order),
};

function renderPreview(
  View: (props: EntryPreviewProps) => React.ReactNode,
  data: Record<string, unknown>,
  slug = 'entry',
) {
  return render(
    <PreviewFrame frame={document} settings={{ site: testSite }}>
      <View data={data} slug={slug} catalog={catalog} assetAddress={assetAddress} />
    </PreviewFrame>,
  );
}

const notices = () => document.querySelectorAll('[data-preview-notice]');

test.each(readdirSync(path.join(fixtureSite, 'pages')))(
  'the fixture page %s previews with every section drawn and nothing to fix',
  (name) => {
    const data = entryData(`pages/${name}`);
    renderPreview(PagePreview, data);
    expect([...notices()].map((notice) => notice.textContent)).toEqual([]);
    expect(document.querySelectorAll('main section, main [data-prerendered], main h1, main h2').length).toBeGreaterThan(
      0,
    );
  },
);

test("a page's stories are the case studies its ids name, and an id without one is named", () => {
  const home = entryData('pages/home.mdx');
  const sections = (home.sections as Record<string, unknown>[]).map((section) =>
    section.type === 'SuccessStories' ? { ...section, stories: [2, 9] } : section,
  );
  renderPreview(PagePreview, { ...home, sections });
  const northwind = caseStudies.find((caseStudy) => caseStudy.id === 2);
  expect(screen.getAllByText(northwind?.testimonial.text ?? 'missing', { exact: false }).length).toBeGreaterThan(0);
  expect(notices()).toHaveLength(1);
  expect(notices()[0]?.textContent).toContain('Stories: there is no valid case study with id 9.');
});

test('a section the schema refuses is named with the fields it waits for, and the others still show', () => {
  const sections = [
    { type: 'Hero', headline: '', text: 'Some text.' },
    {
      type: 'CallToAction',
      heading: 'Ready to talk?',
      text: 'Book a call.',
      button: { label: 'Book', href: 'booking' },
    },
  ];
  renderPreview(PagePreview, { title: 'Test', description: 'Test page.', sections, body: '' });
  expect(notices()).toHaveLength(1);
  expect(notices()[0]?.textContent).toContain('Hero: not shown until');
  expect(notices()[0]?.textContent).toContain('Headline: is empty.');
  expect(screen.getByRole('heading', { name: 'Ready to talk?' })).toBeInTheDocument();
});

test('the body is drawn as the site draws it, without code, handlers or elements the check refuses', () => {
  const body = [
    '## What we do',
    '',
    'Read our [pricing](/pricing) first.',
    '',
    '<Button href="booking">Book a call</Button>',
    '',
    '{/* a note for editors */}',
    '',
    '<p onClick="alert(1)" style="color: red">Plain words</p>',
    '',
    '<script>window.ran = true</script>',
    '',
    '<iframe src="https://example.com">Framed text</iframe>',
  ].join('\n');
  renderPreview(PagePreview, { title: 'Test', description: 'Test page.', sections: [], body });
  expect(screen.getByRole('heading', { level: 2, name: 'What we do' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'pricing' })).toHaveAttribute('href', '/pricing');
  expect(screen.getByRole('link', { name: 'Book a call (opens in a new tab)' })).toHaveAttribute(
    'href',
    testSite.bookingUrl,
  );
  const plain = screen.getByText('Plain words');
  expect(plain.getAttribute('style')).toBeNull();
  // React never writes a string handler as an attribute: the tree itself must hold no handler.
  const element = JSON.stringify(safeBodyTree(body)).match(/"name":"p","attributes":(\[[^\]]*\])/);
  expect(element?.[1]).toBe('[]');
  expect(document.querySelector('main script, main iframe')).toBeNull();
  expect(screen.getByText('Framed text')).toBeInTheDocument();
  expect(document.body.textContent).not.toContain('a note for editors');
});

test('a body picture loads from the editor files', () => {
  renderPreview(PagePreview, {
    title: 'Test',
    description: 'Test page.',
    sections: [],
    body: '![The team at work](/images/team.jpg)',
  });
  expect(screen.getByRole('img', { name: 'The team at work' })).toHaveAttribute('src', '/editor-files/images/team.jpg');
});

test('a case study previews as its page, and one with an empty title names the field', () => {
  const data = entryData('case-studies/1-brightpath-product-summit.mdx');
  const first = renderPreview(CaseStudyPreview, data);
  expect(screen.getByRole('heading', { level: 1, name: String(data.title) })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: String(data.imageAlt) })).toHaveAttribute(
    'src',
    `/editor-files${String(data.image)}`,
  );
  first.unmount();
  renderPreview(CaseStudyPreview, { ...data, title: '' });
  expect(notices()[0]?.textContent).toContain('Title: is empty.');
});

test('an FAQ entry previews in the accordion at its order, opened, with its answer', async () => {
  const data = { question: 'Do you work with start-ups?', order: 2, body: 'Yes, from **seed stage** on.' };
  renderPreview(FaqPreview, data, '');
  const question = await screen.findByRole('button', { name: 'Do you work with start-ups?' });
  expect(question).toHaveAttribute('aria-expanded', 'true');
  const questions = screen.getAllByRole('button').map((button) => button.textContent);
  expect(questions.indexOf('Do you work with start-ups?')).toBe(1);
  const answer = document.getElementById(question.getAttribute('aria-controls') ?? '');
  expect(within(answer as HTMLElement).getByText('seed stage').tagName).toBe('STRONG');
});

test('the site settings preview as the header and footer, drawn with the settings in the form', () => {
  const settings = parse(readFileSync(path.join(fixtureSite, 'site.yaml'), 'utf8')) as Record<string, unknown>;
  const renamed = settingsInForm({ ...settings, brandName: 'Pipeline Partners' });
  render(
    <PreviewFrame frame={document} settings={renamed}>
      <SettingsPreview data={settings} slug="site" catalog={catalog} assetAddress={assetAddress} />
    </PreviewFrame>,
  );
  expect(screen.getByRole('banner')).toHaveTextContent('Pipeline Partners');
  expect(screen.getByRole('contentinfo')).toHaveTextContent('Pipeline Partners');
  expect(settingsInForm({ ...settings, brandName: '' })).toEqual({
    title: 'The site settings are shown once these are fixed:',
    problems: ['Brand name: is empty.'],
  });
});

test("a picture Decap can only name by its path on the site shows the site's copy, when the site publishes one instead", () => {
  const decapAddress = (picture: string) => (picture === '/images/new-upload.jpg' ? 'blob:editor/1' : picture);
  const address = withPictureCopies(decapAddress, {
    '/images/case-studies/team.jpg': '/assets/pictures/team-1600-abc.jpg',
  });
  expect(address('/images/case-studies/team.jpg')).toBe('/assets/pictures/team-1600-abc.jpg');
  expect(address('/images/new-upload.jpg')).toBe('blob:editor/1');
  expect(address('/images/logos/atlas.svg')).toBe('/images/logos/atlas.svg');
});

test('half-typed MDX, and a component missing what it needs, are named in place; the rest of the page still shows', () => {
  const sections = [
    { type: 'Hero', headline: 'Grow Your Pipeline', text: 'Some text.' },
    { type: 'Content' },
    {
      type: 'CallToAction',
      heading: 'Ready to talk?',
      text: 'Book a call.',
      button: { label: 'Book', href: 'booking' },
    },
  ];
  const first = renderPreview(PagePreview, {
    title: 'Test',
    description: 'Test page.',
    sections,
    body: 'Read on.\n\n<Butt',
  });
  expect(notices()).toHaveLength(1);
  expect(notices()[0]?.textContent).toContain('The text: not shown until this is fixed');
  expect(notices()[0]?.textContent).toMatch(/Line 3: Unexpected end of file/);
  expect(screen.getByRole('heading', { level: 1, name: 'Grow Your Pipeline' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Ready to talk?' })).toBeInTheDocument();
  first.unmount();

  renderPreview(PagePreview, {
    title: 'Test',
    description: 'Test page.',
    sections,
    body: '<Button>Book a call</Button>',
  });
  expect(notices()).toHaveLength(1);
  expect(notices()[0]?.textContent).toContain('The text: not shown until this is fixed');
  expect(screen.getByRole('heading', { name: 'Ready to talk?' })).toBeInTheDocument();
});
