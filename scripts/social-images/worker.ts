/** A worker thread of `writeSocialImages`: draws its share of the social images and writes them. */
import { mapShare } from '../support/parallel-map.ts';
import { prepareSocialImages, type SocialImageBrand, type SocialImageJob, writeSocialImage } from './draw.ts';

await mapShare(async (brand: SocialImageBrand) => {
  const setup = await prepareSocialImages(brand);
  return (job: SocialImageJob) => writeSocialImage(job, setup);
});
