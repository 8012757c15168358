/**
 * The picture checks of `npm run check`, `npm run build` and the dev server: each picture file
 * content shows is read, and every problem is reported at each place it is shown, with its file,
 * line and field. Runs after the content's other checks, which already refused missing files and
 * pictures from other websites.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ContentError } from '../content/errors.ts';
import { contentLayout, type ContentCatalog } from '../content/load.ts';
import { pictureSlots, type PictureSlot } from '../../src/model/picture.ts';
import { planPictures, type PicturePlan } from './plan.ts';
import type { BuildCache } from '../support/cache.ts';
import { readPicture, type PictureFacts } from './read.ts';
import { isSitePicture, pictureUses, type PictureUse } from './uses.ts';

/** What the picture checks found, and the plan of the valid pictures. */
export interface PictureCheck {
  errors: ContentError[];
  /** Problems that do not stop the build, e.g. a picture too small for its place. */
  warnings: ContentError[];
  plan: PicturePlan;
}

const slotNames: Record<PictureSlot, string> = {
  caseStudy: "a case study's picture",
  logo: 'a logo',
  body: 'a picture in the text',
};

function at(use: PictureUse): Pick<ContentError, 'file' | 'line' | 'column' | 'field'> {
  return {
    file: use.file,
    line: use.line,
    column: use.column,
    ...(use.field === undefined ? {} : { field: use.field }),
  };
}

/**
 * A body picture needs a description. Markdown's `![](…)` cannot tell "decorative" from
 * "forgotten", so an empty one is a mistake there; an `<img>` says "decorative" with `alt=""`.
 */
function altProblem(use: PictureUse): ContentError | undefined {
  if (use.slot !== 'body') return undefined;
  if (use.markdown && use.alt?.trim() === '') {
    return {
      ...at(use),
      problem:
        'This picture has no description (alt text) between its brackets, so screen readers cannot say what it shows.',
      found: JSON.stringify(`![](${use.src})`),
      hint: `Describe it between the brackets: ![Our team at the summit](${use.src}). For a picture that is only decoration, write <img src="${use.src}" alt="" /> instead.`,
    };
  }
  if (!use.markdown && use.alt === undefined) {
    return {
      ...at(use),
      problem: 'This picture has no alt attribute, so screen readers read out its file name.',
      found: JSON.stringify(use.src),
      hint: 'Add alt="what the picture shows"; for a picture that is only decoration, write alt="" on purpose.',
    };
  }
  return undefined;
}

/**
 * A picture in a body whose file name says a format the site does not take (a field's schema
 * refuses those itself): a HEIC, TIFF or PDF shows as a broken picture in most browsers, and a GIF
 * is shown as it is, without the smaller copies every other picture gets.
 */
function formatProblem(use: PictureUse): ContentError {
  const extension = /\.([^./?#]+)(?:[?#].*)?$/.exec(use.src)?.[1];
  return {
    ...at(use),
    problem: `${extension ? `This picture is a .${extension} file` : 'This file has no picture extension'}; the site shows SVG, PNG, JPEG, WebP and AVIF pictures.`,
    found: JSON.stringify(use.src),
    hint: 'Export it as a JPEG (photos) or PNG (screenshots, drawings), and write the new file name here.',
  };
}

/**
 * Checks every picture `catalog` shows, reading each file once (`cache` keeps readings between
 * runs), and plans the valid ones.
 */
export async function checkPictures(catalog: ContentCatalog, cache?: BuildCache): Promise<PictureCheck> {
  const publicDir = path.join(catalog.root, contentLayout.publicFiles);
  const present = pictureUses(catalog).filter(
    (use) => use.src.startsWith('/') && existsSync(path.join(publicDir, use.src.replace(/[?#].*$/, ''))),
  );
  const uses = present.filter((use) => isSitePicture(use.src));
  const readings = new Map<string, PictureFacts>();
  for (const src of new Set(uses.map((use) => use.src)))
    readings.set(src, await readPicture(path.join(publicDir, src), cache));
  const errors: ContentError[] = present.filter((use) => !isSitePicture(use.src)).map(formatProblem);
  const warnings: ContentError[] = [];
  const slotsOf = new Map<string, Set<PictureSlot>>();
  for (const use of uses) {
    const reading = readings.get(use.src);
    if (!reading) continue;
    if (reading.problem) {
      errors.push({
        ...at(use),
        problem: reading.problem.problem,
        found: JSON.stringify(use.src),
        hint: reading.problem.hint,
      });
      continue;
    }
    const alt = altProblem(use);
    if (alt) errors.push(alt);
    const widest = Math.max(...pictureSlots[use.slot].widths);
    if (reading.format !== 'svg' && reading.width !== undefined && reading.width < widest) {
      warnings.push({
        ...at(use),
        problem: `This picture is ${reading.width} px wide; as ${slotNames[use.slot]} it can be shown up to ${widest} px wide on sharp screens, where it will look soft.`,
        found: JSON.stringify(use.src),
        hint: `Use a copy at least ${widest} px wide if you have one (or an SVG for a logo or a drawing).`,
      });
    }
    slotsOf.set(use.src, (slotsOf.get(use.src) ?? new Set()).add(use.slot));
  }
  return { errors, warnings, plan: planPictures(slotsOf, readings, publicDir) };
}
