/**
 * Decap's preview pane showing the site's components. Decap renders its templates with its own
 * React; the template it gets here only holds an element, into which the site's React renders
 * the preview as a root of its own, again on each change of the form.
 */
import { useEffect, useState, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { decap, plain, type PreviewProps, type TemplateInstance } from '../decap.ts';
import { loadCatalog, type PreviewCatalog } from './catalog.ts';
import type { EntryPreviewProps } from './EntryPreviews.tsx';
import { PreviewFrame } from './PreviewFrame.tsx';

function EntryPreview({ decapProps, View }: { decapProps: PreviewProps; View: ComponentType<EntryPreviewProps> }) {
  const { getCollection, getAsset, entry } = decapProps;
  const assetAddress = (path: string) => String(getAsset(path));
  const [catalog, setCatalog] = useState<PreviewCatalog>();
  useEffect(() => {
    let current = true;
    void loadCatalog(getCollection, assetAddress).then((loaded) => current && setCatalog(loaded));
    return () => {
      current = false;
    };
    // Read once when the entry opens: the other entries do not change while this one is edited.
  }, []);
  const data = (plain(entry.get('data')) ?? {}) as Record<string, unknown>;
  const slug = String(entry.get('slug') ?? '');
  return (
    <PreviewFrame frame={decapProps.document} catalog={catalog}>
      {catalog && <View data={data} slug={slug} catalog={catalog} assetAddress={assetAddress} />}
    </PreviewFrame>
  );
}

interface HostInstance extends TemplateInstance {
  host?: HTMLElement | null;
  root?: Root;
}

/** A Decap preview template that renders `View` with the site's React. */
export function siteTemplate(View: ComponentType<EntryPreviewProps>): unknown {
  const draw = (instance: HostInstance) => instance.root?.render(<EntryPreview decapProps={instance.props} View={View} />);
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
