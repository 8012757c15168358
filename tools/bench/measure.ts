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
  /**
   * CPU seconds (user and system) of the command's whole process tree, every thread of every
   * process; undefined when unknown. Divided by the cores, the least wall time the same work could take.
   */
  cpuSeconds: number | undefined;
  /** Exit code; non-zero means the command failed. */
  exitCode: number;
  /** What the command printed (stdout and stderr interleaved as they arrived). */
  output: string;
}

const gnuTime = '/usr/bin/time';

/**
 * Runs a command and measures its wall time, peak memory and CPU time. Peak memory and CPU time
 * come from GNU `time -v` ("Maximum resident set size" of the largest process in the tree; user
 * and system time of the command and the children it waited for) when it is installed; otherwise
 * from `process.resourceUsage()`, written at exit by every Node process the command starts (via
 * `NODE_OPTIONS=--import`), which leaves out any process that is not Node. `memory` picks one of the two.
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
  // Worker threads run the hook too, and their resourceUsage() is the whole process's: only the main thread writes.
  writeFileSync(
    hook,
    `import { appendFileSync } from 'node:fs';\nimport { isMainThread } from 'node:worker_threads';\nif (isMainThread) process.on('exit', () => { const usage = process.resourceUsage(); appendFileSync(${JSON.stringify(rssFile)}, [usage.maxRSS, usage.userCPUTime + usage.systemCPUTime].join(' ') + '\\n'); });\n`,
  );
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
  let cpuSeconds: number | undefined;
  if (useGnuTime && existsSync(timeReport)) {
    const report = readFileSync(timeReport, 'utf8');
    const figure = (label: string) => Number(new RegExp(`${label}: ([\\d.]+)`).exec(report)?.[1] ?? Number.NaN);
    peakKb = figure('Maximum resident set size \\(kbytes\\)');
    cpuSeconds = figure('User time \\(seconds\\)') + figure('System time \\(seconds\\)');
  } else if (existsSync(rssFile)) {
    const processes = readFileSync(rssFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split(' ').map(Number));
    if (processes.length > 0) {
      peakKb = Math.max(...processes.map(([maxRss = 0]) => maxRss));
      cpuSeconds = processes.reduce((sum, [, cpuMicroseconds = 0]) => sum + cpuMicroseconds, 0) / 1e6;
    }
  }
  rmSync(scratch, { recursive: true, force: true });
  const known = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? undefined : value);
  const peak = known(peakKb);
  return {
    seconds,
    peakRssMb: peak === undefined ? undefined : peak / 1024,
    cpuSeconds: known(cpuSeconds),
    exitCode,
    output,
  };
}
