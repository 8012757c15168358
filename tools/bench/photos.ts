/**
 * Photos for the benchmarks, made at run time (never committed): the photo route of `npm run
 * bench` and the photo variant of `npm run bench:scale`.
 */
import { cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { makePhoto } from '../../tests/support/photos.ts';

/** A camera photo as an editor drops it in: 4000 × 3000, JPEG of quality 92 with grain, about 5 to 6 MB. */
export const benchPhoto = { width: 4000, height: 3000, grain: 0.45 } as const;

/** Points the case study file of `folder` whose id is `id` (or each case study, given by `photoFor`) at a picture. */
function setImage(file: string, src: string): void {
  const source = readFileSync(file, 'utf8');
  const changed = source.replace(/^image: .*$/m, `image: ${src}`);
  if (changed === source) throw new Error(`${file} has no image line.`);
  writeFileSync(file, changed);
}

/** The case study files of a content folder, by id. */
function caseStudyFiles(contentDir: string): Map<number, string> {
  const folder = path.join(contentDir, 'case-studies');
  const byId = new Map<number, string>();
  for (const name of readdirSync(folder).filter((entry) => entry.endsWith('.mdx'))) {
    const id = Number(/^id: (\d+)$/m.exec(readFileSync(path.join(folder, name), 'utf8'))?.[1]);
    if (Number.isInteger(id)) byId.set(id, path.join(folder, name));
  }
  return byId;
}

/** Copies `contentDir` to `target` with case study 1's picture replaced by a large generated photo; resolves with the photo's size in bytes. */
export async function contentWithPhoto(contentDir: string, target: string): Promise<number> {
  cpSync(contentDir, target, { recursive: true });
  const photo = await makePhoto(benchPhoto);
  const src = '/images/case-studies/bench-photo.jpg';
  mkdirSync(path.join(target, 'public/images/case-studies'), { recursive: true });
  writeFileSync(path.join(target, 'public', src), photo);
  const first = caseStudyFiles(target).get(1);
  if (!first) throw new Error(`${target} has no case study 1.`);
  setImage(first, src);
  return photo.length;
}

/**
 * Gives every case study of `contentDir` a photo of its own. One photo is made, and each case
 * study's copy gets a seeded patch of its own pixels and is encoded again, so every file has
 * other bytes and pixels (and is encoded on its own by the build) at the cost of one JPEG encode each.
 * Resolves with the count and the total size in bytes.
 */
export async function photoForEachCaseStudy(contentDir: string): Promise<{ photos: number; bytes: number }> {
  const base = await makePhoto(benchPhoto);
  const folder = path.join(contentDir, 'public/images/case-studies');
  mkdirSync(folder, { recursive: true });
  let bytes = 0;
  const files = caseStudyFiles(contentDir);
  for (const [id, file] of files) {
    const patch = await makePhoto({ width: 256, height: 192, grain: 0.45, seed: id + 1000 });
    const photo = await sharp(base)
      .composite([{ input: patch, left: (id * 97) % 3700, top: (id * 61) % 2800 }])
      .jpeg({ quality: 92 })
      .toBuffer();
    const src = `/images/case-studies/photo-${id}.jpg`;
    writeFileSync(path.join(contentDir, 'public', src), photo);
    setImage(file, src);
    bytes += photo.length;
  }
  return { photos: files.size, bytes };
}
