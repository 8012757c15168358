import type { ImgHTMLAttributes } from 'react';
import styled from 'styled-components';
import type { PictureData } from '@/model/picture.ts';

type PictureProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'alt'
> & {
  picture: PictureData;
  /** What the picture shows; `''` for a decorative one. */
  alt: string;
  /** The widths the layout gives the picture (`pictureSizes`), for the browser to choose a candidate. */
  sizes: string;
  /** Width and height of the `<img>`, when its frame is not the picture's own size (logos); the picture's by default. */
  frame?: { width: number; height: number };
};

/**
 * A picture of the content: a `<picture>` with AVIF and WebP candidates before the fallback
 * `<img>`, or a plain `<img>` for an SVG. Markup only, no code in the browser. Styles given to
 * it (`styled(Picture)`) apply to the `<img>`; the `<picture>` takes no box of its own.
 */
export function Picture({ picture, alt, sizes, frame, className, ...attributes }: PictureProps) {
  const { width, height } = frame ?? picture;
  const candidates = picture.srcSet === undefined ? {} : { srcSet: picture.srcSet, sizes };
  const image = (
    <img
      src={picture.src}
      {...candidates}
      alt={alt}
      width={width}
      height={height}
      {...attributes}
      className={className}
    />
  );
  if (picture.sources.length === 0) return image;
  return (
    <Frame>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {image}
    </Frame>
  );
}

// The <img> lays out as if the <picture> were not there, so grid and flex parents place it directly.
const Frame = styled.picture`
  display: contents;
`;
