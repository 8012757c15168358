/**
 * The files of a generated content folder, and writing them: YAML in the styles a CMS or a text
 * editor leaves, written by the `yaml` package.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { stringify, type ToStringOptions } from 'yaml';
import { contentLayout } from '../../../scripts/content/load.ts';
import { caseStudyRoute, pageRoute } from '../../../src/model/routes.ts';
import type { CaseStudyInput } from '../../../src/model/case-study.ts';
import type { FaqEntryInput } from '../../../src/model/faq-entry.ts';
import type { PageInput } from '../../../src/model/page.ts';
import type { SiteInput } from '../../../src/model/site.ts';

// ---------------------------------------------------------------------------------------------
// Files

/** How the YAML of a file is written: by a CMS (quoted strings), a person, or a tool that folds long lines. */
export interface YamlStyle {
  lineWidth: number;
  defaultStringType: 'PLAIN' | 'QUOTE_DOUBLE' | 'QUOTE_SINGLE';
  /** Windows line endings and a byte-order mark, as some editors save. */
  windows: boolean;
}

export const yamlStyle: fc.Arbitrary<YamlStyle> = fc.record({
  lineWidth: fc.constantFrom(0, 80, 40),
  defaultStringType: fc.constantFrom('PLAIN' as const, 'QUOTE_DOUBLE' as const, 'QUOTE_SINGLE' as const),
  windows: fc.oneof({ arbitrary: fc.constant(false), weight: 4 }, { arbitrary: fc.constant(true), weight: 1 }),
});

/** A page file: `pages/{slug}.mdx`. */
export interface GeneratedPage {
  slug: string;
  data: PageInput;
  body: string;
}

/** A case study file: `case-studies/{fileName}.mdx`. */
export interface GeneratedCaseStudy {
  fileName: string;
  data: CaseStudyInput;
  body: string;
}

/** An FAQ entry file: `faq/{fileName}.mdx`. */
export interface GeneratedFaqEntry {
  fileName: string;
  data: FaqEntryInput;
  body: string;
}

/** A file of a content folder, by its path in the folder, with forward slashes. */
export interface ContentFile {
  path: string;
  text: string | Buffer;
}

/** A whole content folder: what an editor could have written. */
export interface GeneratedSite {
  site: SiteInput;
  pages: GeneratedPage[];
  caseStudies: GeneratedCaseStudy[];
  faq: GeneratedFaqEntry[];
  /** favicon.svg and the pictures the content names, under `public/`. */
  publicFiles: ContentFile[];
  yamlStyle: YamlStyle;
}

// ---------------------------------------------------------------------------------------------
// Writing

function yamlText(data: unknown, style: YamlStyle): string {
  const options: ToStringOptions = {
    lineWidth: style.lineWidth,
    defaultStringType: style.defaultStringType,
    defaultKeyType: 'PLAIN',
  };
  return stringify(data, options);
}

function mdxFile(data: unknown, mdxBody: string, style: YamlStyle): string {
  return `---\n${yamlText(data, style)}---\n${mdxBody === '' ? '' : `\n${mdxBody}\n`}`;
}

/** Saves text as the editor's tool would: Windows line endings and a byte-order mark when the style says so. */
function saved(text: string, style: YamlStyle): string {
  return style.windows ? `\uFEFF${text.replace(/\n/g, '\r\n')}` : text;
}

/** Every file of a generated content folder, by its path in the folder, in a stable order. */
export function contentFiles(site: GeneratedSite): ContentFile[] {
  const style = site.yamlStyle;
  return [
    { path: contentLayout.site, text: saved(yamlText(site.site, style), style) },
    ...site.pages.map((page) => ({
      path: `${contentLayout.pages}/${page.slug}.mdx`,
      text: saved(mdxFile(page.data, page.body, style), style),
    })),
    ...site.caseStudies.map((study) => ({
      path: `${contentLayout.caseStudies}/${study.fileName}.mdx`,
      text: saved(mdxFile(study.data, study.body, style), style),
    })),
    ...site.faq.map((entry) => ({
      path: `${contentLayout.faq}/${entry.fileName}.mdx`,
      text: saved(mdxFile(entry.data, entry.body, style), style),
    })),
    ...site.publicFiles.map((file) => ({ path: `${contentLayout.publicFiles}/${file.path}`, text: file.text })),
  ];
}

/** Writes a generated content folder into `folder` (created if missing). */
export function writeContentTree(folder: string, site: GeneratedSite): void {
  for (const file of contentFiles(site)) {
    const target = path.join(folder, file.path);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, file.text);
  }
}

/**
 * A generated content folder as an editor's bug report: each file's path and text, binary
 * pictures by their size only.
 */
export function formatContentTree(site: GeneratedSite): string {
  return contentFiles(site)
    .map((file) => {
      const text =
        typeof file.text === 'string'
          ? file.text.replace(/^\uFEFF/, '').replace(/\r\n/g, '\n')
          : `(binary, ${file.text.length} bytes)\n`;
      const note =
        typeof file.text === 'string' && site.yamlStyle.windows
          ? ' (saved with CRLF line endings and a byte-order mark)'
          : '';
      return `──── content/${file.path}${note}\n${text}`;
    })
    .join('\n');
}

/** The routes of a generated site: its pages' and its case studies'. */
export function routesOf(site: GeneratedSite): string[] {
  return [
    ...site.pages.map((page) => pageRoute(page.slug)),
    ...site.caseStudies.map((study) => caseStudyRoute(study.data.id)),
  ];
}
