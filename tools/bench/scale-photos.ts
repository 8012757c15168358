/**
 * The photo variant of `npm run bench:scale` (`-- --photos`): `size` case studies, each with a
 * 4000 × 3000 JPEG of its own made at run time. Builds the copy twice without photos, then twice
 * with them: the first build with photos encodes every candidate, the second takes them from
 * `.cache/pictures/`. Target: the second build with photos within 1.2x the second without.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { generateContent } from '../../tests/support/generate-content.ts';
import { copyProject } from '../../tests/support/project-copy.ts';
import { kb, verdict } from './format.ts';
import { runMeasured, type Measured } from './measure.ts';
import { photoForEachCaseStudy } from './photos.ts';

function describe(label: string, measured: Measured): string {
  const steps = /^Steps: .*$/m.exec(measured.output)?.[0];
  const cpu = measured.cpuSeconds === undefined ? 'CPU n/a' : `CPU ${measured.cpuSeconds.toFixed(1)} s`;
  const failed = measured.exitCode === 0 ? '' : `, FAILED: ${measured.output.trim().split('\n').slice(-3).join(' / ')}`;
  return `  ${label.padEnd(34)} ${measured.seconds.toFixed(1)} s (${cpu}), peak ${measured.peakRssMb?.toFixed(0) ?? '?'} MB${failed}${steps ? `\n    ${steps}` : ''}`;
}

/** Runs the photo variant at `size` case studies and prints its figures and target. */
export async function measurePhotos(size: number): Promise<void> {
  const project = copyProject();
  try {
    const content = path.join(project, 'content');
    const { caseStudies } = generateContent(content, size);
    console.log(`\n== ${caseStudies} case studies, each with its own photo (copy in ${project}) ==`);
    const outDir = path.join(project, 'bench-out');
    const build = () => runMeasured('npm', ['run', '--silent', 'build', '--', '--out', outDir], { cwd: project });
    const plainFirst = await build();
    console.log(describe('without photos, first build', plainFirst));
    const plainSecond = await build();
    console.log(describe('without photos, second build', plainSecond));
    const started = performance.now();
    const { photos, bytes } = await photoForEachCaseStudy(content);
    console.log(`  ${photos} photos made (4000 × 3000 JPEG, ${kb(bytes / photos)} on average) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const photoFirst = await build();
    console.log(describe('with photos, first build', photoFirst));
    const photoSecond = await build();
    console.log(describe('with photos, second build (cache)', photoSecond));
    const ratio = photoSecond.seconds / plainSecond.seconds;
    const met = photoSecond.exitCode === 0 && plainSecond.exitCode === 0 ? ratio <= 1.2 : undefined;
    console.log(`\n  ${verdict(met)}  second build with photos <= 1.2x the same build without: ${photoSecond.seconds.toFixed(1)} s vs ${plainSecond.seconds.toFixed(1)} s = ${ratio.toFixed(2)}x`);
    // Wall time on a shared machine moves with the other work on it; CPU time much less.
    if (photoSecond.cpuSeconds !== undefined && plainSecond.cpuSeconds !== undefined) {
      console.log(`        CPU of the same two builds: ${photoSecond.cpuSeconds.toFixed(1)} s vs ${plainSecond.cpuSeconds.toFixed(1)} s = ${(photoSecond.cpuSeconds / plainSecond.cpuSeconds).toFixed(2)}x`);
    }
  } finally {
    rmSync(project, { recursive: true, force: true });
  }
}
