/**
 * The editor page's own script, loaded after Decap CMS on /admin/ only: the content files'
 * formats, a preview pane that draws each entry with the site's components
 * (`preview/`), and, under `npm run edit`, the check of `npm run check` before a save.
 * No page of the site loads it.
 */

import { parse, stringify } from 'yaml';
import { inFieldOrder, mdxFromFile, mdxToFile, yamlOptions } from './formats.ts';
import { decap, type CustomFormat, type ImmutableValue } from './decap.ts';
import { keepYamlLayout } from './keep-layout.ts';
import { collections } from './preview/catalog.ts';
import { CaseStudyPreview, FaqPreview, PagePreview, SettingsPreview } from './preview/EntryPreviews.tsx';
import { siteTemplate } from './preview/template.tsx';

decap.CMS.registerCustomFormat('mdx-frontmatter', 'mdx', { fromFile: mdxFromFile, toFile: mdxToFile });
// The site settings and the redirects are one file each, with a format each: the text the file
// was loaded from is at hand when it is saved, so its comments and layout are kept also where no
// dev server keeps them (saving through GitHub).
function keptYamlFormat(): CustomFormat {
  let loaded: string | undefined;
  return {
    fromFile: (content) => {
      loaded = content;
      return (parse(content) ?? {}) as Record<string, unknown>;
    },
    toFile: (data, sortedKeys) => {
      const text = stringify(inFieldOrder(data, sortedKeys), yamlOptions);
      return loaded === undefined ? text : keepYamlLayout(loaded, text);
    },
  };
}
decap.CMS.registerCustomFormat('yaml-unfolded', 'yaml', keptYamlFormat());
decap.CMS.registerCustomFormat('yaml-redirects', 'yaml', keptYamlFormat());

/** `npm run edit` checks each save on the dev server; on a static host, the pull request's check does. */
const local = document.documentElement.dataset.backend === 'local';

decap.CMS.registerPreviewTemplate(
  collections.pages,
  siteTemplate({ View: PagePreview, reads: { caseStudies: true, faq: true } }),
);
decap.CMS.registerPreviewTemplate(collections.caseStudies, siteTemplate({ View: CaseStudyPreview }));
decap.CMS.registerPreviewTemplate(collections.faq, siteTemplate({ View: FaqPreview, reads: { faq: true } }));
decap.CMS.registerPreviewTemplate(collections.settingsFile, siteTemplate({ View: SettingsPreview, isSettings: true }));

/** Where `npm run edit` answers the check before a save. On GitHub, the pull request's check does the same work. */
const validationUrl = '/api/editor/validate';

if (local)
  decap.CMS.registerEventListener({
    name: 'preSave',
    async handler({ entry }) {
      const response = await fetch(validationUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          collection: entry.get('collection'),
          slug: entry.get('slug'),
          path: entry.get('path'),
          newRecord: entry.get('newRecord'),
          data: (entry.get('data') as ImmutableValue).toJS(),
        }),
      });
      if (!response.ok)
        throw new Error(
          `Not saved: the content check could not run (${response.status}). See the terminal of npm run edit.`,
        );
      const result = (await response.json()) as { errors: string[] };
      if (result.errors.length > 0) throw new Error(`Not saved. ${result.errors.join(' ')}`);
      return entry.get('data');
    },
  });
