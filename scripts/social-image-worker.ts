/** A worker thread of `writeSocialImages`: draws its share of the sharing pictures and writes them. */
import { writeFile } from 'node:fs/promises';
import { workerData } from 'node:worker_threads';
import { drawCard, loadFonts, type CardSetup, type SocialCard } from './social-images.ts';

const { cards, setup } = workerData as { cards: { content: SocialCard; targets: string[] }[]; setup: Omit<CardSetup, 'fonts'> };
const fonts = await loadFonts();
for (const { content, targets } of cards) {
  const png = await drawCard(content, { ...setup, fonts });
  for (const target of targets) await writeFile(target, png);
}
