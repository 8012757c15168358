/** A worker thread of `writeSocialImages`: draws its share of the sharing pictures and writes them. */
import { drawCards, prepareCards, type CardBrand, type CardJob } from './social-card.ts';
import { workerInput } from './workers.ts';

// Sent by `writeSocialImages` in social-images.ts; the worker may be started (`startPictureWorkers`) before it is known.
const { cards, brand } = (await workerInput()) as { cards: CardJob[]; brand: CardBrand };
await drawCards(cards, await prepareCards(brand));
