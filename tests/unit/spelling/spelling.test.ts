import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, test } from 'vitest';
import { formatContentWarnings } from '../../../scripts/content/errors.ts';
import { validateContent } from '../../../scripts/content/index.ts';
import { keepDictionary, type Speller, startSpeller } from '../../../scripts/spelling/speller.ts';
import { checkSpelling, dictionaryWords } from '../../../scripts/spelling/spelling.ts';
import { wordsIn } from '../../../scripts/spelling/words.ts';
import { BuildCache } from '../../../scripts/support/cache.ts';
import { type FileChange, withFixture } from '../../support/minimal-fixture.ts';

/** The cache folders the tests made: each holds a converted dictionary (about 2 MB), removed after the file. */
const cacheFolders: string[] = [];
function newCacheFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'spelling-'));
  cacheFolders.push(folder);
  return folder;
}
afterAll(() => {
  for (const folder of cacheFolders) rmSync(folder, { recursive: true, force: true });
});

// Verdicts kept between the tests, as between runs of npm run check: a test whose words an earlier
// one judged does not load the dictionary again.
const cache = new BuildCache(newCacheFolder());

/** What `npm run check` warns about the spelling of the minimal fixture with `changes`, or 'no warnings'. */
function spellingWarnings(changes: Record<string, FileChange>): Promise<string> {
  return withFixture(changes, async (contentRoot, repo) => {
    const { catalog, errors } = validateContent(contentRoot, repo);
    expect(errors).toEqual([]);
    const warnings = await checkSpelling(catalog!, cache);
    return warnings.length === 0 ? 'no warnings' : formatContentWarnings(warnings);
  });
}

// Each check loads a language's dictionary on a worker thread, which takes seconds on a busy machine.
const loadingDictionary = { timeout: 120_000 };

test(
  "a typo in a field and in the body is named at its line and column with suggestions; the dictionary's words pass, and code, addresses and paths are not checked",
  loadingDictionary,
  async () => {
    const report = await spellingWarnings({
      'pages/home.mdx': (source) =>
        source
          .replace('text: Fixture hero text.', 'text: Fixture hero text about outbound automtion.')
          .replace(
            'Read the [first case study](/blog/1)',
            [
              'Our Zorblatt team writes to hello@zorblattco.com from https://zorblattco.com/qwertyuiop.',
              '',
              'Run `zorblattcode --flagz` and see [our automtion](/blog/1) or /qwxzpage.',
              '',
              '```',
              'zzkrrpt code',
              '```',
              '',
              'Read the [first case study](/blog/1)',
            ].join('\n'),
          ),
      'dictionary.txt': '# Names\nZorblatt  # the client\nBrightpath\nlindqvist\n',
    });
    expect(report).toMatchInlineSnapshot(`
      "Content check: 2 warnings (the site still builds):

      content/pages/home.mdx:10:44  sections.0.text
        "automtion" is not in the en-GB dictionary.
        Hint: Did you mean "automation", "automaton" or "automations"? If "automtion" is right (a name or a term), add it to content/dictionary.txt, one word a line.

      content/pages/home.mdx:40:41
        "automtion" is not in the en-GB dictionary.
        Hint: Did you mean "automation", "automaton" or "automations"? If "automtion" is right (a name or a term), add it to content/dictionary.txt, one word a line.
      "
    `);
  },
);

test(
  'a word written in many places is named at the first five, the last saying how many more there are',
  loadingDictionary,
  async () => {
    const report = await spellingWarnings({
      'pages/home.mdx': (source) => `${source}\n${Array.from({ length: 7 }, () => 'Our automtion.').join('\n\n')}\n`,
      'dictionary.txt': 'Brightpath\nLindqvist\n',
    });
    expect(report.match(/"automtion" is not in the en-GB dictionary\./g)).toHaveLength(5);
    expect(report.match(/It is written in 2 more places not listed here\./g)).toHaveLength(1);
  },
);

test(
  "a draft's placeholders from npm run new are work to do, not misspellings: neither TODO nor their descriptions are named",
  loadingDictionary,
  async () => {
    const report = await spellingWarnings({
      'faq/how-fast.mdx': [
        '---',
        'draft: true',
        'question: "TODO: the questoin"',
        'order: 2',
        '---',
        '',
        'TODO: The answr, in a few sentences.',
        '',
        'Results in 2-3 weks.',
        '',
      ].join('\n'),
      'dictionary.txt': 'Brightpath\nLindqvist\n',
    });
    expect(report).toMatchInlineSnapshot(`
      "Content check: 1 warning (the site still builds):

      content/faq/how-fast.mdx:9:16
        "weks" is not in the en-GB dictionary.
        Hint: Did you mean "webs", "weds" or "wees"? If "weks" is right (a name or a term), add it to content/dictionary.txt, one word a line.
      "
    `);
  },
);

test(
  'the language follows the site settings: American English knows "color" and names "colour"',
  loadingDictionary,
  async () => {
    const report = await spellingWarnings({
      'site.yaml': (source) => `${source}language: en-US\n`,
      'dictionary.txt': 'Brightpath\nLindqvist\n',
      'pages/home.mdx': (source) => source.replace('text: Fixture hero text.', 'text: The colour and the color.'),
    });
    expect(report).toMatchInlineSnapshot(`
      "Content check: 1 warning (the site still builds):

      content/pages/home.mdx:10:15  sections.0.text
        "colour" is not in the en-US dictionary.
        Hint: Did you mean "color"? If "colour" is right (a name or a term), add it to content/dictionary.txt, one word a line.
      "
    `);
  },
);

test(
  'a speller started before the content is read judges its words, and none starts once they have verdicts; one started for another language gives way to the validated one',
  loadingDictionary,
  async () => {
    const fresh = new BuildCache(newCacheFolder());
    const problems = await withFixture(
      {
        'pages/home.mdx': (source) => source.replace('text: Fixture hero text.', 'text: Our automtion.'),
        'dictionary.txt': 'Brightpath\nLindqvist\n',
      },
      async (contentRoot, repo) => {
        const speller = startSpeller(contentRoot, fresh);
        expect(speller?.language).toBe('en-GB');
        const { catalog } = validateContent(contentRoot, repo);
        const warnings = await checkSpelling(catalog!, fresh, speller);
        await fresh.written();
        expect(startSpeller(contentRoot, fresh)).toBeUndefined();
        return warnings.map((warning) => warning.problem);
      },
    );
    expect(problems).toEqual(['"automtion" is not in the en-GB dictionary.']);

    let stopped = false;
    const britishGuess: Speller = {
      language: 'en-GB',
      judge: () => Promise.reject(new Error('A speller of another language judges nothing.')),
      stop: () => {
        stopped = true;
      },
    };
    const american = await withFixture(
      {
        'site.yaml': (source) => `${source}language: en-US\n`,
        'dictionary.txt': 'Brightpath\nLindqvist\n',
        'pages/home.mdx': (source) => source.replace('text: Fixture hero text.', 'text: The colour and the color.'),
      },
      async (contentRoot, repo) => {
        const { catalog } = validateContent(contentRoot, repo);
        return (await checkSpelling(catalog!, fresh, britishGuess)).map((warning) => warning.problem);
      },
    );
    expect(stopped).toBe(true);
    expect(american).toEqual(['"colour" is not in the en-US dictionary.']);
  },
);

test('the words of a text: addresses, e-mail addresses and site paths are left out, and so are short words and words touching digits', () => {
  expect(
    wordsIn(
      "Our team's B2B work: see https://example.com/pipelines, www.example.org, ana@example.com, /services, 24hrs and don’t stop.",
    ).map(({ written, word, index }) => [written, word, index]),
  ).toEqual([
    ['team', 'team', 4],
    ['work', 'work', 15],
    ['don’t', "don't", 111],
    ['stop', 'stop', 117],
  ]);
});

test('the dictionary file holds one word a line; # starts a note; case does not count', () => {
  expect([...dictionaryWords('# Our clients\nNorthwind\n\n  HubSpot   # a CRM\nO’Brien\n')]).toEqual([
    'northwind',
    'hubspot',
    "o'brien",
  ]);
});

test(
  "the dictionary is kept in the cache in cspell's binary form, and a check that loads it gives the same verdicts and suggestions",
  loadingDictionary,
  async () => {
    const folder = newCacheFolder();
    const check = () =>
      withFixture(
        {
          'pages/home.mdx': (source) => source.replace('text: Fixture hero text.', 'text: Our automtion, recieved.'),
          'dictionary.txt': 'Brightpath\nLindqvist\n',
        },
        async (contentRoot, repo) => {
          const kept = new BuildCache(folder);
          const warnings = await checkSpelling(validateContent(contentRoot, repo).catalog!, kept);
          await kept.written();
          return formatContentWarnings(warnings);
        },
      );
    const fromText = await check();
    const entries = readdirSync(folder);
    expect(entries.filter((name) => name.endsWith('.btrie'))).toHaveLength(1);
    // Without the verdicts, the next check loads the kept binary dictionary instead of the package's text.
    for (const name of entries) if (name.endsWith('.json')) rmSync(path.join(folder, name));
    expect(await check()).toBe(fromText);
    expect(fromText).toContain('Did you mean "automation", "automaton" or "automations"?');
  },
);

test(
  "npm's prepare step keeps the binary dictionary of the site's language, and the next check decodes that one",
  loadingDictionary,
  async () => {
    const packageFile = path.join(fileURLToPath(new URL('../../..', import.meta.url)), 'package.json');
    const { scripts } = JSON.parse(readFileSync(packageFile, 'utf8')) as { scripts: Record<string, string> };
    expect(scripts.prepare).toBe('tsx scripts/commands/prepare.ts');
    const folder = newCacheFolder();
    await withFixture({}, async (contentRoot, repo) => {
      await keepDictionary(contentRoot, new BuildCache(folder));
      const kept = readdirSync(folder);
      expect(kept).toEqual([expect.stringMatching(/^[0-9a-f]{40}\.btrie$/)]);
      const keptAt = statSync(path.join(folder, kept[0] ?? '')).mtimeMs;
      const check = new BuildCache(folder);
      await checkSpelling(validateContent(contentRoot, repo).catalog!, check);
      await check.written();
      expect(readdirSync(folder).filter((name) => name.endsWith('.btrie'))).toEqual(kept);
      expect(statSync(path.join(folder, kept[0] ?? '')).mtimeMs).toBe(keptAt);
    });
  },
);
