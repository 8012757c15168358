import { spawn } from 'node:child_process';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { formatContentErrors } from '../../scripts/content/errors.ts';
import { validateContent } from '../../scripts/content/index.ts';
import { checkPictures } from '../../scripts/pictures/check.ts';

/** `npm run edit` running in a project copy, and the address of its editor. */
export interface RunningEditor {
  /** The editor's address, `http://127.0.0.1:PORT/admin/`. */
  editorUrl: string;
  /** The site's address on the same dev server. */
  siteUrl: string;
  /** Everything the command printed so far. */
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * Starts `npm run edit` (its script, as npm runs it) in `project` on a free port, with the
 * project's own `content/` given by `--content`; resolves once it prints the editor's address.
 */
export function startEditor(project: string, timeoutMs = 60_000): Promise<RunningEditor> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/commands/edit.ts', '--content', 'content'], {
    cwd: project,
    env: { ...process.env, PORT: '0', NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`npm run edit printed no address in ${timeoutMs} ms:\n${printed}`));
    }, timeoutMs);
    const read = (chunk: Buffer) => {
      printed += chunk.toString();
      const match = /Editor: (http:\/\/127\.0\.0\.1:\d+\/admin\/)/.exec(printed);
      if (!match?.[1]) return;
      clearTimeout(timer);
      const editorUrl = match[1];
      resolve({ editorUrl, siteUrl: editorUrl.replace(/admin\/$/, ''), output: () => printed, stop });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`npm run edit stopped (${code}) before it printed an address:\n${printed}`));
    });
  });
}

/**
 * What `npm run check` finds in `project`'s content, found in this process with the command's own
 * checks (a second process would cost seconds of start-up per call): '' when nothing.
 */
export async function contentProblems(project: string): Promise<string> {
  const { catalog, errors } = validateContent(path.join(project, 'content'));
  const pictures = catalog ? await checkPictures(catalog) : undefined;
  const found = [...errors, ...(pictures?.errors ?? [])];
  return found.length > 0 ? formatContentErrors(found) : '';
}

const answeringDialogs = new WeakSet<Page>();

/**
 * Opens an entry of the editor, as an editor would: the first time, the editor loads and logs in
 * to the local backend; after that, from the list of collections, with Decap kept loaded (a load
 * parses its 5 MB script and reads every entry). Leaving an entry with unsaved changes is
 * confirmed, and the local backup Decap offers for such an entry is declined, so each entry opens
 * as its file holds it.
 */
export async function openEntry(page: Page, editorUrl: string, route: string): Promise<void> {
  if (!answeringDialogs.has(page)) {
    answeringDialogs.add(page);
    page.on('dialog', (dialog) => (dialog.message().startsWith('A local backup') ? dialog.dismiss() : dialog.accept()));
  }
  const collections = page.getByRole('heading', { name: 'Collections' });
  if (page.url().startsWith(editorUrl)) {
    await page.goto(`${editorUrl}#/`);
  } else {
    await page.goto(editorUrl);
    const login = page.getByRole('button', { name: 'Login' });
    await login.or(collections).waitFor();
    if (await login.isVisible()) await login.click();
  }
  await collections.waitFor();
  await page.goto(`${editorUrl}#/collections/${route}`);
}

/** The toast Decap shows after a save. */
const saveToast = (page: Page) => page.getByText(/Entry saved|Failed to persist entry|missed a required field/).first();

/**
 * Presses Publish, then Publish now: how Decap saves an entry without the editorial workflow. The
 * toast of an earlier save is gone first, so `saveOutcome` reads this save's.
 */
export async function publish(page: Page): Promise<void> {
  await saveToast(page).waitFor({ state: 'hidden', timeout: 20_000 });
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByText('Publish now').click();
}

/** The toast Decap shows after a save: "Entry saved" or why it was not saved. Closes it, as an editor would. */
export async function saveOutcome(page: Page): Promise<string> {
  const toast = saveToast(page);
  await toast.waitFor({ timeout: 20_000 });
  const outcome = (await toast.textContent()) ?? '';
  // react-toastify closes a toast on a click; one that closed itself meanwhile is simply not there.
  await page.locator('.Toastify__toast').evaluateAll((toasts) => {
    for (const element of toasts) if (element instanceof HTMLElement) element.click();
  });
  return outcome;
}
