/** A worker thread of `writeSocialImages`: draws its share of the social images and writes them. */
import { drawSocialImages, prepareSocialImages, type SocialImageBrand, type SocialImageJob } from './draw.ts';
import { workerInput } from '../support/workers.ts';

// Sent by `writeSocialImages` in social-images.ts; the worker may be started (`startPictureWorkers`) before it is known.
const { images, brand } = (await workerInput()) as { images: SocialImageJob[]; brand: SocialImageBrand };
await drawSocialImages(images, await prepareSocialImages(brand));
