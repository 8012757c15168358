/**
 * The photo variant of `npm run bench:scale` (`-- --photos`): `size` case studies, each with a
 * 4000 × 3000 JPEG of its own made at run time. Builds a copy without photos and a copy with them
 * (the first build with photos encodes every candidate), then builds each again with its cache,
 * three times, taking turns, so that other work on the machine weighs on both alike. Target: the
 * median cached build with photos within 1.2x the median without.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { generateContent } from '../../tests/support/generate-content.ts';
import { copyProject } from '../../tests/support/project-copy.ts';
import { kb, median, verdict } from './format.ts';
import { runMeasured, type Measured } from './measure.ts';
import { photoForEachCaseStudy } from './photos.ts';

function describe(label: string, measured: Measured): string {
  const steps = /^Steps: .*$/m.exec(measured.output)?.[0];
  const cpu = measured.cpuSeconds === undefined ? 'CPU n/a' : `CPU ${measured.cpuSeconds.toFixed(1)} s`;
  const failed = measured.exitCode === 0 ? '' : `, FAILED: ${measured.output.trim().split('\n').slice(-3).join(' / ')}`;
  return `  ${label.padEnd(34)} ${measured.seconds.toFixed(1)} s (${cpu}), peak ${measured.peakRssMb?.toFixed(0) ?? '?'} MB${failed}${steps ? `\n    ${steps}` : ''}`;
}

/** How many cached builds of each copy are taken, in turns. */
const cachedRounds = 3;

/** Runs the photo variant at `size` case studies and prints its figures and target. */
export async function measurePhotos(size: number): Promise<void> {
  const plainProject = copyProject();
  const project = copyProject();
  try {
    generateContent(path.join(plainProject, 'content'), size);
    const content = path.join(project, 'content');
    const { caseStudies } = generateContent(content, size);
    console.log(
      `\n== ${caseStudies} case studies, each with its own photo (copy in ${project}; without photos in ${plainProject}) ==`,
    );
    const build = (root: string) =>
      runMeasured('npm', ['run', '--silent', 'build', '--', '--out', path.join(root, 'bench-out')], { cwd: root });
    console.log(describe('without photos, first build', await build(plainProject)));
    const started = performance.now();
    const { photos, bytes } = await photoForEachCaseStudy(content);
    console.log(
      `  ${photos} photos made (4000 × 3000 JPEG, ${kb(bytes / photos)} on average) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    console.log(describe('with photos, first build', await build(project)));
    const plainCached: Measured[] = [];
    const photoCached: Measured[] = [];
    for (let round = 1; round <= cachedRounds; round += 1) {
      const plain = await build(plainProject);
      plainCached.push(plain);
      console.log(describe(`without photos, cached build ${round}`, plain));
      const withPhotos = await build(project);
      photoCached.push(withPhotos);
      console.log(describe(`with photos, cached build ${round}`, withPhotos));
    }
    const succeeded = [...plainCached, ...photoCached].every((measured) => measured.exitCode === 0);
    const wall = (runs: Measured[]) => median(runs.map((measured) => measured.seconds));
    const ratio = wall(photoCached) / wall(plainCached);
    console.log(
      `\n  ${verdict(succeeded ? ratio <= 1.2 : undefined)}  cached build with photos <= 1.2x the same build without (medians of ${cachedRounds}): ${wall(photoCached).toFixed(1)} s vs ${wall(plainCached).toFixed(1)} s = ${ratio.toFixed(2)}x`,
    );
    // Wall time on a shared machine moves with the other work on it; CPU time much less.
    const cpu = (runs: Measured[]) =>
      runs.every((measured) => measured.cpuSeconds !== undefined)
        ? median(runs.map((measured) => measured.cpuSeconds ?? 0))
        : undefined;
    const [photoCpu, plainCpu] = [cpu(photoCached), cpu(plainCached)];
    if (photoCpu !== undefined && plainCpu !== undefined) {
      console.log(
        `        CPU of the same builds (medians): ${photoCpu.toFixed(1)} s vs ${plainCpu.toFixed(1)} s = ${(photoCpu / plainCpu).toFixed(2)}x`,
      );
    }
  } finally {
    rmSync(project, { recursive: true, force: true });
    rmSync(plainProject, { recursive: true, force: true });
  }
}
