import sharp from 'sharp';
import { expect, test } from 'vitest';
import { checkFixture, checkFixtureWithPictures, replace } from '../../support/minimal-fixture.ts';
import { makePhoto, notAPicture, truncatedPhoto } from '../../support/photos.ts';

// The mistake corpus, pictures: each picture an editor might drop in that the site cannot serve
// well, applied to a copy of the fixture site, and the exact report `npm run check` (and the
// build, and the dev overlay) prints for it. The pictures are made here, never committed.

const caseStudy = 'case-studies/1-first.mdx';
const useImage = (src: string) => ({
  [caseStudy]: replace('image: /images/case-studies/product-summit.svg', `image: ${src}`),
});
const inBody = (markup: string) => ({
  'faq/how-fast.mdx': replace('Results in 2-3 weeks.', `Results in 2-3 weeks.\n\n${markup}`),
});

test('a photo wide enough for its place is valid', async () => {
  expect(
    await checkFixtureWithPictures({
      'public/images/team.jpg': await makePhoto({ width: 1600, height: 900 }),
      ...useImage('/images/team.jpg'),
    }),
  ).toBe('valid');
});

test('a picture cut short while copying is an error at the field that shows it', async () => {
  expect(
    await checkFixtureWithPictures({
      'public/images/team.jpg': await truncatedPhoto(),
      ...useImage('/images/team.jpg'),
    }),
  ).toBe(`Content check found 1 problem in 1 file:

content/case-studies/1-first.mdx:5:8  image
  This picture is damaged: only part of it can be read (the file may have been cut short while copying).
  Found: "/images/team.jpg"
  Hint: Copy or export the picture again from the original.
`);
});

test('a file that is no picture at all is an error', async () => {
  expect(
    await checkFixtureWithPictures({ 'public/images/team.jpg': notAPicture(), ...useImage('/images/team.jpg') }),
  ).toBe(`Content check found 1 problem in 1 file:

content/case-studies/1-first.mdx:5:8  image
  This file cannot be read as a picture: it is damaged or is not a picture at all.
  Found: "/images/team.jpg"
  Hint: Open it in an image viewer; export it again as a JPEG (photos) or PNG (screenshots, drawings).
`);
});

test('a picture in a format browsers cannot all show is an error, whatever its name says', async () => {
  const tiff = await sharp(await makePhoto({ width: 400, height: 300 }))
    .tiff()
    .toBuffer();
  expect(
    await checkFixtureWithPictures({ 'public/images/team.jpg': tiff, ...useImage('/images/team.jpg') }),
  ).toBe(`Content check found 1 problem in 1 file:

content/case-studies/1-first.mdx:5:8  image
  This picture is in TIFF format, which browsers cannot all show and the site cannot convert.
  Found: "/images/team.jpg"
  Hint: Export it as a JPEG (photos) or PNG (screenshots, drawings); WebP and AVIF work too.
`);
});

test('a picture file over 25 MB is an error', async () => {
  expect(
    await checkFixtureWithPictures({
      'public/images/team.jpg': notAPicture(26 * 1024 * 1024),
      ...useImage('/images/team.jpg'),
    }),
  ).toBe(`Content check found 1 problem in 1 file:

content/case-studies/1-first.mdx:5:8  image
  This picture file is 26.0 MB; the most a picture may have is 25 MB.
  Found: "/images/team.jpg"
  Hint: Export it again at about 2400 px wide as a JPEG of quality 80 to 90: the site makes the smaller copies itself.
`);
});

test('a picture over 50 megapixels is an error', async () => {
  const huge = await sharp({ create: { width: 9000, height: 6000, channels: 3, background: '#336699' } })
    .png({ compressionLevel: 1 })
    .toBuffer();
  expect(
    await checkFixtureWithPictures({ 'public/images/team.png': huge, ...useImage('/images/team.png') }),
  ).toBe(`Content check found 1 problem in 1 file:

content/case-studies/1-first.mdx:5:8  image
  This picture is 9000 × 6000 pixels (54 megapixels); the most a picture may have is 50 megapixels.
  Found: "/images/team.png"
  Hint: Make it smaller, about 2400 px wide is plenty: the site makes the smaller copies itself.
`);
});

test('a picture in a body without a description is an error; an <img> with alt="" is decorative on purpose', async () => {
  const photo = await makePhoto({ width: 1600, height: 900 });
  expect(
    await checkFixtureWithPictures({
      'public/images/team.jpg': photo,
      ...inBody('![](/images/team.jpg)\n\n<img src="/images/team.jpg" />'),
    }),
  ).toBe(`Content check found 2 problems in 1 file:

content/faq/how-fast.mdx:8:1
  This picture has no description (alt text) between its brackets, so screen readers cannot say what it shows.
  Found: "![](/images/team.jpg)"
  Hint: Describe it between the brackets: ![Our team at the summit](/images/team.jpg). For a picture that is only decoration, write <img src="/images/team.jpg" alt="" /> instead.

content/faq/how-fast.mdx:10:6
  This picture has no alt attribute, so screen readers read out its file name.
  Found: "/images/team.jpg"
  Hint: Add alt="what the picture shows"; for a picture that is only decoration, write alt="" on purpose.
`);
  expect(
    await checkFixtureWithPictures({
      'public/images/team.jpg': photo,
      ...inBody('![Our team at the summit](/images/team.jpg)\n\n<img src="/images/team.jpg" alt="" />'),
    }),
  ).toBe('valid');
});

test('a picture in a body in a format the site does not take (.heic, .gif) is an error, whatever the file holds', async () => {
  const photo = await makePhoto({ width: 1600, height: 900 });
  expect(
    await checkFixtureWithPictures({
      'public/images/team.heic': photo,
      'public/images/wave.gif': photo,
      ...inBody('![Our team at the summit](/images/team.heic)\n\n<img src="/images/wave.gif" alt="A wave" />'),
    }),
  ).toBe(`Content check found 2 problems in 1 file:

content/faq/how-fast.mdx:8:1
  This picture is a .heic file; the site shows SVG, PNG, JPEG, WebP and AVIF pictures.
  Found: "/images/team.heic"
  Hint: Export it as a JPEG (photos) or PNG (screenshots, drawings), and write the new file name here.

content/faq/how-fast.mdx:10:6
  This picture is a .gif file; the site shows SVG, PNG, JPEG, WebP and AVIF pictures.
  Found: "/images/wave.gif"
  Hint: Export it as a JPEG (photos) or PNG (screenshots, drawings), and write the new file name here.
`);
});

test('a case study picture marked decorative with an empty imageAlt is valid', () => {
  expect(checkFixture({ [caseStudy]: replace('imageAlt: A conference stage', 'imageAlt: ""') })).toBe('valid');
});

test('an SVG with a script or an event handler is an error', async () => {
  const withScript =
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675"><script>alert(1)</script></svg>';
  const withHandler = '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" onload="alert(1)"></svg>';
  expect(
    await checkFixtureWithPictures({ 'public/images/drawing.svg': withScript, ...useImage('/images/drawing.svg') }),
  ).toBe(`Content check found 1 problem in 1 file:

content/case-studies/1-first.mdx:5:8  image
  This SVG picture contains code ("<script>"), which would run on the site's address whenever the file is opened.
  Found: "/images/drawing.svg"
  Hint: Export the SVG again without scripts or event handlers (on… attributes), e.g. with "SVG optimised" in your design tool, or use a PNG.
`);
  expect(
    await checkFixtureWithPictures({ 'public/images/drawing.svg': withHandler, ...useImage('/images/drawing.svg') }),
  ).toContain('This SVG picture contains code ("onload="), which would run');
});

test('a picture narrower than its place can show is a warning, and the content stays valid', async () => {
  expect(
    await checkFixtureWithPictures({
      'public/images/team.jpg': await makePhoto({ width: 640, height: 360 }),
      ...useImage('/images/team.jpg'),
    }),
  ).toBe(`Content check: 1 warning (the site still builds):

content/case-studies/1-first.mdx:5:8  image
  This picture is 640 px wide; as a case study's picture it can be shown up to 1600 px wide on sharp screens, where it will look soft.
  Found: "/images/team.jpg"
  Hint: Use a copy at least 1600 px wide if you have one (or an SVG for a logo or a drawing).

valid`);
});

test('a focus that is not a part of the picture is an error with the choices', () => {
  expect(
    checkFixture({
      [caseStudy]: replace('imageAlt: A conference stage', 'imageAlt: A conference stage\nimageFocus: middle'),
    }),
  ).toBe(`Content check found 1 problem in 1 file:

content/case-studies/1-first.mdx:7:13  imageFocus
  This is not a part of the picture the site can keep in view.
  Found: "middle"
  Hint: Write top, bottom, left, right, center, two of them (top left), or two percentages from the left and from the top (30% 40%).
`);
});
