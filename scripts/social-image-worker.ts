/** A worker thread of `writeSocialImages`: draws its share of the sharing pictures and writes them. */
import { workerData } from 'node:worker_threads';
import { drawCards, prepareCards, type CardBrand, type CardJob } from './social-images.ts';

// Sent by `writeSocialImages` in social-images.ts, the only place that starts this worker.
const { cards, brand } = workerData as { cards: CardJob[]; brand: CardBrand };
await drawCards(cards, await prepareCards(brand));
