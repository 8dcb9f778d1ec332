import { startTransition, useEffect, useState } from 'react';
import { business, paths, type GalleryImage } from 'shared-types';
import { Link } from 'shell/router';
import {
  buttonClass,
  GalleryGrid,
  Hero,
  imageGalleryJsonLd,
  JsonLd,
  PageMeta,
  Section,
  Spinner,
  videoJsonLd,
} from 'shell/ui';

import heroUrl from '../../assets/gallery/gallery-hero.svg';
import { newsVideo } from '../../config/news-video';
import { fanPhotos, tourPhotos } from '../../content/gallery-photos';
import styles from './gallery-page.module.scss';
import { NewsVideo } from './news-video';

/** Props of `GalleryPage`. */
export interface GalleryPageProps {
  /** Photos from the tours; the bundled ones unless a caller (a test) passes others. */
  tourImages?: readonly GalleryImage[];
  /** Photos sent in by guests. */
  fanImages?: readonly GalleryImage[];
}

/** The two photo grids; with `viewer`, a photo opens in the lightbox. */
function PhotoSections({
  tourImages,
  fanImages,
  viewer,
}: Required<GalleryPageProps> & { viewer: boolean }) {
  return (
    <>
      <Section
        title="Tour Photos"
        subtitle={
          viewer
            ? 'Moments from our walks: choose a photo to see it larger.'
            : 'Moments from our walks.'
        }
        tone="white"
        width="wide"
      >
        <GalleryGrid images={tourImages} columns={3} label="Tour photos" viewer={viewer} />
      </Section>
      <Section
        title="Fan Photos"
        subtitle="Our guests’ own cats, sent in after their tours."
        width="wide"
      >
        <GalleryGrid images={fanImages} columns={3} label="Fan photos" viewer={viewer} />
      </Section>
    </>
  );
}

/** The /gallery page: the news video, tour photos and fan photos, each opening a lightbox. */
export default function GalleryPage({
  tourImages = tourPhotos,
  fanImages = fanPhotos,
}: GalleryPageProps) {
  const [loading, setLoading] = useState(true);

  // A 2-second spinner, then the grids. Rendering some forty photos is a transition, in
  // slices of a few milliseconds, so a tap or a key press while it renders is answered at once.
  useEffect(() => {
    const timer = window.setTimeout(
      () => startTransition(() => setLoading(false)),
      business.gallery.spinnerMs,
    );
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <>
      <PageMeta
        title="Gallery | Cat History Walking Tours in New York City"
        description="Photos from our cat-history walking tours of Brooklyn Heights, the Financial District and the Lower East Side, our guests’ own cats and our TV news feature."
        path={paths.gallery}
      />
      <JsonLd data={() => imageGalleryJsonLd(tourImages)} />
      <JsonLd data={videoJsonLd(newsVideo.structuredData)} />
      <Hero
        title="Photo Gallery"
        eyebrow="Cats About Town in pictures"
        subtitle="Stoops, piers, bodega counters and the cats we meet along the way."
        height="default"
        overlay="heavy"
        priority
        image={{
          src: heroUrl,
          alt: 'Illustration of a black cat on a pier at sunset, looking across the East River at a suspension bridge and the Manhattan skyline',
          width: 1200,
          height: 500,
        }}
      >
        <Link to={paths.tours} className={buttonClass('light', 'lg')}>
          Book Your Tour Today
        </Link>
      </Hero>

      <Section
        title="As Seen on the News"
        subtitle="A local TV crew joined one of our walks to hear how cats shaped New York."
        width="narrow"
      >
        <NewsVideo />
      </Section>

      {loading ? (
        <>
          <Section width="wide">
            <Spinner label="Loading photos..." className={styles.spinner} />
          </Section>
          {/* Without JavaScript nothing ends the spinner: the photos are in the page as they are. */}
          <noscript>
            <PhotoSections tourImages={tourImages} fanImages={fanImages} viewer={false} />
          </noscript>
        </>
      ) : (
        <PhotoSections tourImages={tourImages} fanImages={fanImages} viewer />
      )}

      <Section title="Share Your Cat With Us" tone="brand" width="narrow">
        <p className={styles.shareText}>
          Took a tour with us, or have a New York cat with a story? Send us a photo and it may join
          the fan gallery.
        </p>
        <Link to={paths.contact} className={buttonClass('light', 'lg')}>
          Submit Your Cat Photos
        </Link>
      </Section>
    </>
  );
}
