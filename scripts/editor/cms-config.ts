/**
 * The Decap CMS configuration of the editor, generated from the content model's zod schemas at
 * dev and build time; it is never written by hand, so its forms cannot drift from the build.
 */
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { caseStudySchema } from '../../src/model/case-study.ts';
import { faqEntrySchema } from '../../src/model/faq-entry.ts';
import { contentReferences, type ReferencedCollection } from '../../src/model/reference.ts';
import { pageSchema } from '../../src/model/page.ts';
import { redirectsSchema } from '../../src/model/redirects.ts';
import { siteSchema } from '../../src/model/site.ts';
import { tagListSchema } from '../../src/model/tag.ts';
import { contentLayout } from '../content/load.ts';
import { schemaSourceFiles } from '../content/model-files.ts';
import { readSchemaDescriptions, type SchemaDescriptions } from '../content/schema-docs.ts';
import { describerFrom, objectFields, type CmsField, type FieldContext, type Reference } from './cms-fields.ts';

/** The Decap relation of a field referring to each collection: its entries, chosen by title. */
const referenceFields: Record<ReferencedCollection, Reference> = {
  caseStudies: { collection: 'case-studies', valueField: 'id', displayField: 'title' },
  tags: { collection: 'settings', file: 'tags', valueField: 'tags.*.id', displayField: 'tags.*.label' },
};

/** A collection of the Decap configuration: a folder of MDX files, or one YAML file (the site settings, the redirects). */
export interface CmsCollection {
  name: string;
  label: string;
  label_singular?: string;
  description?: string;
  folder?: string;
  extension?: string;
  /** The formats `src/admin/admin.ts` registers: Decap's own fold long lines. */
  format: 'mdx-frontmatter' | 'yaml-unfolded' | 'yaml-redirects';
  create?: boolean;
  delete?: boolean;
  slug?: string;
  identifier_field?: string;
  summary?: string;
  sortable_fields?: string[];
  preview_path?: string;
  fields?: CmsField[];
  files?: { name: string; label: string; file: string; fields: CmsField[] }[];
}

/** The whole Decap configuration (`config.yml`). */
export interface CmsConfig {
  backend: {
    name: 'git-gateway' | 'github' | 'proxy';
    repo?: string;
    branch?: string;
    base_url?: string;
    proxy_url?: string;
  };
  local_backend?: boolean | { url: string };
  publish_mode?: 'editorial_workflow';
  omit_empty_optional_fields: true;
  site_url?: string;
  display_url?: string;
  media_folder: string;
  public_folder: string;
  slug: { encoding: 'ascii'; clean_accents: true; sanitize_replacement: '-' };
  collections: CmsCollection[];
}

/** Where the editor saves: the local backend of `npm run edit`, or GitHub with pull requests. */
export type EditorBackend =
  | {
      kind: 'local' /** The dev server's address, for the links to each entry's live page. */;
      siteUrl: string /** decap-server's API on the dev server. */;
      apiUrl: string;
    }
  | { kind: 'github'; repo: string; branch: string; authUrl?: string; siteUrl: string };

/** What the configuration needs to know of the content as it is now. */
export interface ContentFacts {
  /** The id a new case study gets: one more than the largest. */
  nextCaseStudyId: number;
  /** The order a new FAQ entry gets: after the last. */
  nextFaqOrder: number;
}

/** The JSDoc of every exported schema of the content model, and which schemas are exported. */
export async function schemaContext(projectRoot: string): Promise<FieldContext> {
  const found = new Map<z.ZodType, { exportName: string; descriptions: SchemaDescriptions }>();
  for (const file of schemaSourceFiles(projectRoot)) {
    const descriptions = readSchemaDescriptions(file);
    const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const [exportName, value] of Object.entries(module)) {
      if (value instanceof z.ZodType && !found.has(value)) found.set(value, { exportName, descriptions });
    }
  }
  return {
    describe: describerFrom(found),
    declared: (schema) => found.has(schema),
    reference: (schema) => {
      const marked = contentReferences.get(schema);
      return marked && referenceFields[marked.collection];
    },
  };
}

/** The MDX body below the frontmatter, edited as text: Decap's rich text mode rewrites Markdown and cannot hold MDX. */
function bodyField(label: string, hint: string, required: boolean): CmsField {
  return { name: 'body', label, widget: 'markdown', required, hint, modes: ['raw'] };
}

function withDefault(fields: CmsField[], name: string, value: unknown): CmsField[] {
  return fields.map((field) => (field.name === name ? { ...field, default: value } : field));
}

function caseStudyFields(context: FieldContext, facts: ContentFacts): CmsField[] {
  const fields = objectFields(caseStudySchema, context);
  return withDefault(fields, 'id', facts.nextCaseStudyId);
}

/**
 * The Decap CMS configuration for `backend`, with its collections generated from the schemas.
 * `contentPath` is the content folder inside the repository the backend writes to: '' for the
 * local backend (which serves the content folder itself), 'content' on GitHub.
 */
export function cmsConfig(
  backend: EditorBackend,
  context: FieldContext,
  facts: ContentFacts,
  contentPath = backend.kind === 'local' ? '' : 'content',
): CmsConfig {
  const under = (folder: string) => (contentPath ? `${contentPath}/${folder}` : folder);
  const mdxFolder = { extension: 'mdx', format: 'mdx-frontmatter' as const };
  const collections: CmsCollection[] = [
    {
      name: 'pages',
      label: 'Pages',
      label_singular: 'Page',
      description:
        'The pages of the site. A page lists its sections top to bottom; the body is the text a Content section places.',
      folder: under(contentLayout.pages),
      ...mdxFolder,
      create: false,
      delete: false,
      identifier_field: 'title',
      summary: '{{title}} ({{filename}}.mdx)',
      // home.mdx is served at /, every other page at /{name}.
      preview_path: '{{slug}}',
      fields: [
        ...objectFields(pageSchema, context),
        bodyField('Body', 'Text shown where a Content section is placed (MDX).', false),
      ],
    },
    {
      name: 'case-studies',
      label: 'Case studies',
      label_singular: 'Case study',
      description: 'Each case study is served at /blog/{id}. A new one gets the next free id.',
      folder: under(contentLayout.caseStudies),
      ...mdxFolder,
      create: true,
      slug: '{{fields.id}}-{{slug}}',
      identifier_field: 'title',
      summary: '{{id}}. {{title}}',
      sortable_fields: ['id', 'title', 'date'],
      preview_path: 'blog/{{fields.id}}',
      fields: [
        ...caseStudyFields(context, facts),
        bodyField('Introduction', 'The introduction under the title (MDX).', true),
      ],
    },
    {
      name: 'faq',
      label: 'FAQ',
      label_singular: 'FAQ entry',
      description: 'Questions shown on the FAQ page in their order.',
      folder: under(contentLayout.faq),
      ...mdxFolder,
      create: true,
      slug: '{{slug}}',
      identifier_field: 'question',
      summary: '{{order}}. {{question}}',
      sortable_fields: ['order', 'question'],
      preview_path: 'faq',
      fields: [
        ...withDefault(objectFields(faqEntrySchema, context), 'order', facts.nextFaqOrder),
        bodyField('Answer', 'The answer (MDX).', true),
      ],
    },
    {
      name: 'settings',
      label: 'Site settings',
      format: 'yaml-unfolded',
      files: [
        {
          name: 'site',
          label: 'Site settings',
          file: under(contentLayout.site),
          fields: objectFields(siteSchema, context),
        },
        {
          name: 'tags',
          label: 'Tags',
          file: under(contentLayout.tags),
          fields: objectFields(tagListSchema, context),
        },
      ],
    },
    {
      name: 'redirects',
      label: 'Redirects',
      description:
        'Old addresses and where their visitors go now. Add one when you rename or delete a page or case study that was published.',
      format: 'yaml-redirects',
      files: [
        {
          name: 'redirects',
          label: 'Redirects',
          file: under(contentLayout.redirects),
          fields: objectFields(redirectsSchema, context),
        },
      ],
    },
  ];
  const media = { media_folder: under(`${contentLayout.publicFiles}/images`), public_folder: '/images' };
  const common = {
    omit_empty_optional_fields: true as const,
    ...media,
    slug: { encoding: 'ascii' as const, clean_accents: true as const, sanitize_replacement: '-' as const },
    collections,
  };
  if (backend.kind === 'local') {
    return {
      backend: { name: 'proxy', proxy_url: backend.apiUrl, branch: 'main' },
      site_url: backend.siteUrl,
      display_url: backend.siteUrl,
      ...common,
    };
  }
  return {
    backend: {
      name: 'github',
      repo: backend.repo,
      branch: backend.branch,
      ...(backend.authUrl ? { base_url: backend.authUrl } : {}),
    },
    publish_mode: 'editorial_workflow',
    site_url: backend.siteUrl,
    display_url: backend.siteUrl,
    ...common,
  };
}
