/** A worker thread of `writeSocialImages`: draws its share of the sharing pictures and writes them. */
import { workerData } from 'node:worker_threads';
import { drawCards, loadFonts, type CardJob, type CardSetup } from './social-images.ts';

// Sent by `drawInWorkers` in social-images.ts, the only place that starts this worker.
const { cards, setup } = workerData as { cards: CardJob[]; setup: Omit<CardSetup, 'fonts'> };
await drawCards(cards, { ...setup, fonts: await loadFonts() });
