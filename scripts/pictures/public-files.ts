/**
 * The files of `content/public/` the site serves as they are. The originals of the raster
 * pictures shown on pages are left out: pages show their encoded candidates (see plan.ts), and a
 * camera original is megabytes that nothing links to, often with the place it was taken in its
 * EXIF data. A picture also given as a `socialImage`, or linked to, is served as it is, so it stays.
 */
import { constants, existsSync } from 'node:fs';
import { copyFile, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { PicturePlan } from './plan.ts';

/** A body's links, as validation found them. */
interface WithBodyLinks {
  body: { links: readonly { href: string }[] };
}

/** What of the content may name an original as it is: sharing pictures and body links (`ContentCatalog` fits). */
export interface ContentReferences {
  site: { data: { socialImage?: string } };
  pages: readonly (WithBodyLinks & { data: { socialImage?: string } })[];
  caseStudies: readonly WithBodyLinks[];
  faq: readonly WithBodyLinks[];
}

/**
 * The site paths (`/images/team.jpg`) of the originals the site does not serve: every raster
 * picture pages show, unless shared as a `socialImage` or linked to from a body ("download the photo").
 */
export function originalsLeftOut(plan: Pick<PicturePlan, 'contentHashes'>, content: ContentReferences): Set<string> {
  const bodies = [...content.pages, ...content.caseStudies, ...content.faq];
  const named = new Set([
    content.site.data.socialImage,
    ...content.pages.map((page) => page.data.socialImage),
    ...bodies.flatMap((entry) => entry.body.links.map((link) => link.href)),
  ]);
  return new Set([...plan.contentHashes.keys()].filter((src) => !named.has(src)));
}

/** What `copyPublicFiles` did. */
export interface PublicFilesReport {
  files: number;
  leftOut: number;
}

/**
 * Copies every file under `publicDir` to the same path under `siteDir`, but those in `leftOut`; a
 * file the bundle already wrote there wins, as with Vite's own copy. Copies, not hard links: later
 * steps write files of the site in place (the icons), which must never reach the editors' files.
 */
export async function copyPublicFiles(
  publicDir: string,
  siteDir: string,
  leftOut: ReadonlySet<string>,
): Promise<PublicFilesReport> {
  const report: PublicFilesReport = { files: 0, leftOut: 0 };
  if (!existsSync(publicDir)) return report;
  const entries = await readdir(publicDir, { recursive: true, withFileTypes: true });
  await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(async (entry) => {
        const source = path.join(entry.parentPath, entry.name);
        const relative = path.relative(publicDir, source);
        if (leftOut.has(`/${relative.split(path.sep).join('/')}`)) {
          report.leftOut += 1;
          return;
        }
        const target = path.join(siteDir, relative);
        if (existsSync(target)) return;
        await mkdir(path.dirname(target), { recursive: true });
        await copyFile(source, target, constants.COPYFILE_FICLONE);
        report.files += 1;
      }),
  );
  return report;
}
