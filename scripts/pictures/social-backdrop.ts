/**
 * The sharing picture of a case study whose picture is a photo: the photo shows faintly through
 * the drawn picture (hero gradient, brand and title), so the title keeps its contrast whatever
 * the photo holds (see `photoShare`).
 */
import { existsSync } from 'node:fs';
import { readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { contentLayout, type ContentCatalog } from '../content/load.ts';
import { caseStudyRoute, generatedSocialImage } from '../../src/model/routes.ts';
import { type BuildCache, cacheKey, codeDigest, linkedFile, writeThroughPartial } from '../support/cache.ts';
import type { PicturePlan } from './plan.ts';

/**
 * How much of the photo shows. Where the photo is even (any grey from black to white, behind
 * both text and backdrop), the title keeps at least 5.2:1 against either end of the gradient and
 * the 30 px kicker 3.3:1 (3:1 is enough for text that large); at 30% the title would drop to 4.5:1.
 */
export const photoShare = 0.25;

const blendCode = codeDigest([new URL(import.meta.url)]);

/** Replaces, in `siteDir`, each drawn sharing picture of a case study whose picture is a photo with the blend; blends are kept in `cache`. Resolves with how many it made. */
export async function addPhotoBackdrops(
  siteDir: string,
  catalog: ContentCatalog,
  plan: PicturePlan,
  cache: BuildCache,
): Promise<number> {
  let made = 0;
  for (const entry of catalog.caseStudies) {
    const picture = plan.pictures.get(entry.data.image);
    const photoHash = plan.contentHashes.get(entry.data.image);
    if (!picture || picture.sources.length === 0 || photoHash === undefined) continue;
    const drawn = path.join(siteDir, generatedSocialImage(caseStudyRoute(entry.data.id)));
    if (!existsSync(drawn)) continue;
    const drawnBytes = await readFile(drawn);
    // The photo is known by its content hash (see read.ts): a rebuild does not read it again.
    const cached = cache.file(cacheKey(blendCode, drawnBytes, photoHash, entry.data.imageFocus ?? 'center'), 'png');
    if (!existsSync(cached)) {
      const photoBytes = await readFile(path.join(catalog.root, contentLayout.publicFiles, entry.data.image));
      const { width = 1200, height = 630 } = await sharp(drawnBytes).metadata();
      const position = entry.data.imageFocus?.includes('%')
        ? 'centre'
        : (entry.data.imageFocus ?? 'centre').replace('center', 'centre');
      const backdrop = await sharp(photoBytes)
        .autoOrient()
        .resize(width, height, { fit: 'cover', position })
        .removeAlpha()
        .raw()
        .toBuffer();
      const title = await sharp(drawnBytes).removeAlpha().raw().toBuffer();
      const blended = Buffer.alloc(title.length);
      for (let index = 0; index < title.length; index += 1)
        blended[index] = Math.round((title[index] ?? 0) * (1 - photoShare) + (backdrop[index] ?? 0) * photoShare);
      await cache.ready();
      await writeThroughPartial(
        cached,
        await sharp(blended, { raw: { width, height, channels: 3 } })
          .png({ compressionLevel: 9 })
          .toBuffer(),
      );
    }
    // The drawn file may be a hard link into the social images' cache: it is replaced, never written in place.
    const replacement = `${drawn}.photo`;
    if (!(await linkedFile(cached, replacement))) await writeThroughPartial(replacement, await readFile(cached));
    await rename(replacement, drawn);
    made += 1;
  }
  return made;
}
