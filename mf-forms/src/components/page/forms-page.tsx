import type { ReactNode } from 'react';
import {
  Hero,
  JsonLd,
  PageMeta,
  type HeroHeight,
  type JsonLdObject,
  type PageMetaProps,
} from 'shell/ui';

/** What a forms page says before its sections (`pageOpenings`). */
export interface PageOpening {
  /** What search engines and link previews are told about the page. */
  meta: PageMetaProps;
  /** The hero's words: the page's one h1, the line under it and what its illustration shows. */
  hero: { title: string; subtitle: string; illustrationAlt: string };
}

/** Props of `FormsPage`. */
export interface FormsPageProps {
  /** The page's meta and hero words. */
  opening: PageOpening;
  /** The URL of the page's illustration, drawn at 1440 × 560. */
  illustration: string;
  /** The page's structured data for search engines, written between its meta and its hero. */
  structuredData?: JsonLdObject;
  heroHeight?: HeroHeight;
  /** The hero's buttons or links. */
  heroActions?: ReactNode;
  /** The page's sections, below the hero. */
  children: ReactNode;
}

/**
 * A page of the forms section: its meta, its hero over the page's illustration, then its sections.
 * The hero is the page's largest paint, so its image is always fetched first and never lazily.
 */
export function FormsPage({
  opening: { meta, hero },
  illustration,
  structuredData,
  heroHeight,
  heroActions,
  children,
}: FormsPageProps) {
  const image = { src: illustration, alt: hero.illustrationAlt, width: 1440, height: 560 };
  return (
    <>
      <PageMeta {...meta} />
      {structuredData ? <JsonLd data={structuredData} /> : null}
      <Hero title={hero.title} subtitle={hero.subtitle} height={heroHeight} priority image={image}>
        {heroActions}
      </Hero>
      {children}
    </>
  );
}
