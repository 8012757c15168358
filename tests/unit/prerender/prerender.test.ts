import { expect, test } from 'vitest';
import { fillTemplate } from '../../../scripts/prerender/prerender.ts';

const template =
  '<html><head><meta charset="utf-8" /><!--head--></head><body><div id="root"><!--app--></div></body></html>';

test("a page's head tags go into <head> between the comments the browser removes them by, before its styles", () => {
  const html = fillTemplate(template, {
    html: '<title>FAQ | Brand</title><meta name="description" content="Answers."/><main>Questions</main>',
    styles: '<style>main{}</style>',
  });
  expect(html).toBe(
    '<html><head><meta charset="utf-8" /><!--route-head--><title>FAQ | Brand</title><meta name="description" content="Answers."/><!--/route-head--><style>main{}</style></head><body><div id="root"><main>Questions</main></div></body></html>',
  );
});

test("copy with `$$`, `$&`, `$'` and `$`` in the body or the head tags comes out as written, not read as replacement patterns", () => {
  const dollars = "Plans from $$1 or $& and $' and $` a month";
  const html = fillTemplate(template, {
    html: `<title>${dollars}</title><meta name="description" content="${dollars}"/><main>${dollars}</main>`,
    styles: '<style>main{}</style>',
  });
  expect(html).toBe(
    `<html><head><meta charset="utf-8" /><!--route-head--><title>${dollars}</title><meta name="description" content="${dollars}"/><!--/route-head--><style>main{}</style></head><body><div id="root"><main>${dollars}</main></div></body></html>`,
  );
});
