/**
 * Decap's preview pane showing the site's components. Decap renders its templates with its own
 * React; the template it gets here only holds an element, into which the site's React renders
 * the preview as a root of its own, again on each change of the form.
 */
import { useEffect, useState, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { decap, plain, type PreviewProps, type TemplateInstance } from '../decap.ts';
import { loadCatalog, withPictureCopies, type CatalogReads, type PreviewCatalog } from './catalog.ts';
import type { EntryPreviewProps } from './EntryPreviews.tsx';
import { siteSchema } from '@/model/site.ts';
import { describeIssues } from './issues.ts';
import { PreviewFrame, type PreviewSite } from './PreviewFrame.tsx';

/** The settings of the catalog, which every entry but the settings themselves is drawn with. */
function savedSettings(catalog: PreviewCatalog): PreviewSite {
  if (catalog.site) return { site: catalog.site };
  return {
    title: 'The preview needs valid site settings.',
    problems: ['Open Site settings: the preview there names what is wrong.'],
  };
}

/** The settings in the form, for the settings' own preview. */
export function settingsInForm(data: Record<string, unknown>): PreviewSite {
  const parsed = siteSchema.safeParse(data);
  if (parsed.success) return { site: parsed.data };
  return { title: 'The site settings are shown once these are fixed:', problems: describeIssues(parsed.error.issues) };
}

/** How a collection's entries are drawn: the view, the other collections it shows, and whether the entry is the site settings. */
export interface PreviewKind {
  /** Draws an entry of the collection. */
  View: ComponentType<EntryPreviewProps>;
  /** The other collections it shows. */
  reads?: CatalogReads;
  /** The entry is the site settings: it is drawn with the settings in the form, not the saved ones. */
  isSettings?: boolean;
}

function EntryPreview({ decapProps, kind }: { decapProps: PreviewProps; kind: PreviewKind }) {
  const { getCollection, getAsset, entry } = decapProps;
  const decapAddress = (path: string) => String(getAsset(path));
  const [catalog, setCatalog] = useState<PreviewCatalog | { failure: string }>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once when the entry opens (see the effect's last line)
  useEffect(() => {
    let current = true;
    loadCatalog(getCollection, decapAddress, kind.reads ?? {}).then(
      (loaded) => current && setCatalog(loaded),
      (error: unknown) => current && setCatalog({ failure: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
    // Read once when the entry opens: the other entries do not change while this one is edited.
  }, []);
  if (!catalog) return null;
  if ('failure' in catalog) {
    const failure = {
      title: 'The preview could not read the other entries it shows.',
      problems: [catalog.failure, 'Open the entry again to retry.'],
    };
    return <PreviewFrame frame={decapProps.document} settings={failure} />;
  }
  const data = (plain(entry.get('data')) ?? {}) as Record<string, unknown>;
  const slug = String(entry.get('slug') ?? '');
  const { View } = kind;
  const assetAddress = withPictureCopies(decapAddress, catalog.pictureCopies);
  return (
    <PreviewFrame
      frame={decapProps.document}
      settings={kind.isSettings ? settingsInForm(data) : savedSettings(catalog)}
    >
      <View data={data} slug={slug} catalog={catalog} assetAddress={assetAddress} />
    </PreviewFrame>
  );
}

interface HostInstance extends TemplateInstance {
  host?: HTMLElement | null;
  root?: Root;
}

/** A Decap preview template that draws entries as `kind` says, with the site's React. */
export function siteTemplate(kind: PreviewKind): unknown {
  const draw = (instance: HostInstance) =>
    instance.root?.render(<EntryPreview decapProps={instance.props} kind={kind} />);
  return decap.createClass<HostInstance>({
    componentDidMount() {
      if (!this.host) return;
      this.root = createRoot(this.host);
      draw(this);
    },
    componentDidUpdate() {
      draw(this);
    },
    componentWillUnmount() {
      const root = this.root;
      this.root = undefined;
      // Decap's React is still unmounting its own tree; the site's root goes after it.
      setTimeout(() => root?.unmount());
    },
    render() {
      return decap.h('div', {
        ref: (element: HTMLElement | null) => {
          this.host = element;
        },
      });
    },
  });
}
