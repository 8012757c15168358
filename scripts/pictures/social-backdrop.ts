/**
 * The sharing picture of a case study whose picture is a photo: the photo shows faintly through
 * the drawn picture (hero gradient, brand and title), so the title keeps its contrast whatever
 * the photo holds (see `photoShare`). It is a JPEG of at most `largestSharingPicture` bytes: a
 * photo's grain makes a PNG several times larger, and apps such as WhatsApp show no preview over about 300 KB.
 */
import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
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

/** The most bytes a sharing picture may have: WhatsApp shows no preview for a larger one. */
export const largestSharingPicture = 300 * 1024;

/**
 * JPEG qualities tried in turn until the picture fits `largestSharingPicture`. Every one keeps full
 * colour resolution (4:4:4), so the white title on the navy gradient gets no coloured fringes.
 */
const jpegQualities = [85, 75, 65, 55, 45];

/** The blend as a JPEG of the first of `jpegQualities` that fits `largestSharingPicture` (the last if none does). */
async function encodeSharingPicture(image: Sharp): Promise<Buffer> {
  let encoded = Buffer.alloc(0);
  for (const quality of jpegQualities) {
    encoded = await image.clone().jpeg({ quality, mozjpeg: true, chromaSubsampling: '4:4:4' }).toBuffer();
    if (encoded.length <= largestSharingPicture) break;
  }
  return encoded;
}

/**
 * Replaces, in `siteDir`, each drawn sharing picture of a case study whose picture is a photo
 * (`/social-images/blog/4.png`) with the blend as a JPEG (`/social-images/blog/4.jpg`, the address
 * the page's `og:image` names); blends are kept in `cache`. Resolves with how many it made.
 */
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
    const route = caseStudyRoute(entry.data.id);
    const drawn = path.join(siteDir, generatedSocialImage(route));
    if (!existsSync(drawn)) continue;
    const drawnBytes = await readFile(drawn);
    // The photo is known by its content hash (see read.ts): a rebuild does not read it again.
    const cached = cache.file(cacheKey(blendCode, drawnBytes, photoHash, entry.data.imageFocus ?? 'center'), 'jpg');
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
        await encodeSharingPicture(sharp(blended, { raw: { width, height, channels: 3 } })),
      );
    }
    const target = path.join(siteDir, generatedSocialImage(route, 'jpg'));
    if (!(await linkedFile(cached, target))) await writeThroughPartial(target, await readFile(cached));
    // The drawn file may be a hard link into the social images' cache: it is removed, never written in place.
    await rm(drawn);
    made += 1;
  }
  return made;
}
