import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

/** What one measured command took. */
export interface Measured {
  /** Wall-clock seconds, process start to exit. */
  seconds: number;
  /** Peak resident memory in MB of the largest process of the command's tree; undefined when unknown. */
  peakRssMb: number | undefined;
  /** Exit code; non-zero means the command failed. */
  exitCode: number;
  /** What the command printed (stdout and stderr interleaved as they arrived). */
  output: string;
}

const gnuTime = '/usr/bin/time';

/**
 * Runs a command and measures its wall time and peak memory. Peak memory comes from GNU
 * `time -v` ("Maximum resident set size" of the largest process in the tree) when it is
 * installed; otherwise from `process.resourceUsage().maxRSS`, written at exit by every Node
 * process the command starts (via `NODE_OPTIONS=--import`). `memory` picks one of the two.
 */
export async function runMeasured(
  command: string,
  args: readonly string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; memory?: 'gnu-time' | 'node-hook' },
): Promise<Measured> {
  const useGnuTime = (options.memory ?? (existsSync(gnuTime) ? 'gnu-time' : 'node-hook')) === 'gnu-time';
  const scratch = mkdtempSync(path.join(tmpdir(), 'bench-rss-'));
  const rssFile = path.join(scratch, 'rss.txt');
  const hook = path.join(scratch, 'rss-hook.mjs');
  writeFileSync(hook, `import { appendFileSync } from 'node:fs';\nprocess.on('exit', () => appendFileSync(${JSON.stringify(rssFile)}, process.resourceUsage().maxRSS + '\\n'));\n`);
  const env: NodeJS.ProcessEnv = { ...process.env, ...options.env };
  if (!useGnuTime) env.NODE_OPTIONS = `${env.NODE_OPTIONS ?? ''} --import ${hook}`.trim();
  const timeReport = path.join(scratch, 'time.txt');
  const [file, fileArgs] = useGnuTime ? [gnuTime, ['-v', '-o', timeReport, command, ...args]] : [command, [...args]];

  const started = performance.now();
  const { exitCode, output } = await new Promise<{ exitCode: number; output: string }>((resolve, reject) => {
    const child = spawn(file, fileArgs, { cwd: options.cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.once('error', reject);
    child.once('close', (code) => resolve({ exitCode: code ?? 1, output: Buffer.concat(chunks).toString('utf8') }));
  });
  const seconds = (performance.now() - started) / 1000;

  let peakKb: number | undefined;
  if (useGnuTime && existsSync(timeReport)) {
    const match = /Maximum resident set size \(kbytes\): (\d+)/.exec(readFileSync(timeReport, 'utf8'));
    peakKb = match?.[1] ? Number(match[1]) : undefined;
  } else if (existsSync(rssFile)) {
    const values = readFileSync(rssFile, 'utf8').split('\n').filter(Boolean).map(Number);
    peakKb = values.length > 0 ? Math.max(...values) : undefined;
  }
  rmSync(scratch, { recursive: true, force: true });
  return { seconds, peakRssMb: peakKb === undefined ? undefined : peakKb / 1024, exitCode, output };
}
