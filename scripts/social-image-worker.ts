/** A worker thread of `writeSocialImages`: draws its share of the sharing pictures and writes them. */
import { workerData } from 'node:worker_threads';
import { drawCard, loadFonts, writePicture, type CardSetup, type SocialCard } from './social-images.ts';

// Sent by `drawInWorkers` in social-images.ts, the only place that starts this worker.
const { cards, setup } = workerData as { cards: { content: SocialCard; targets: string[] }[]; setup: Omit<CardSetup, 'fonts'> };
const fonts = await loadFonts();
for (const { content, targets } of cards) {
  const png = await drawCard(content, { ...setup, fonts });
  for (const target of targets) await writePicture(target, png);
}
