// `shell/ui`: the design system every section uses (docs/decisions/003). Its exports are a
// contract with the remotes, which pick up a new shell without rebuilding: extend, don't break.

// Components. The order matters for their styles: the shell's bootstrap and this module share
// one style sheet (the shell-common chunk), whose rules must come in the order both import them.
// The bootstrap takes the spinner (the booking page's calendar) between the breadcrumb (the
// layout) and the hero, so it comes there here too; the build fails when the two orders disagree
// (config/webpack/css-order-plugin.ts).
export { Breadcrumb, type BreadcrumbProps } from '../components/ui/breadcrumb/breadcrumb';
export {
  buttonClass,
  type ButtonSize,
  type ButtonVariant,
} from '../components/ui/button/button-class';
export { Card, type CardProps } from '../components/ui/card/card';
export { useHydrated } from '../hooks/use-hydrated';
export { FaqAccordion, type FaqAccordionProps } from '../components/ui/faq-accordion/faq-accordion';
export { dedupeBySource } from '../components/ui/gallery-grid/dedupe-by-source';
export {
  GalleryGrid,
  galleryFallbackImages,
  type GalleryGridImage,
  type GalleryGridProps,
} from '../components/ui/gallery-grid/gallery-grid';
export { Spinner, type SpinnerProps } from '../components/ui/spinner/spinner';
export { Hero, type HeroImage, type HeroProps } from '../components/ui/hero/hero';
export { JsonLd, serializeJsonLd } from '../components/ui/json-ld/json-ld';
export {
  NewsletterBand,
  newsletterHoneypotName,
  type NewsletterBandProps,
} from '../components/ui/newsletter-band/newsletter-band';
export { PageMeta, type PageMetaProps } from '../components/ui/page-meta/page-meta';
export { Section, type SectionProps } from '../components/ui/section/section';
export {
  SmartImage,
  placeholderImage,
  type ResponsiveSource,
  type SmartImageProps,
} from '../components/ui/smart-image/smart-image';
export { StarRating, type StarRatingProps } from '../components/ui/star-rating/star-rating';
export {
  TestimonialCarousel,
  type TestimonialCarouselProps,
} from '../components/ui/testimonial-carousel/testimonial-carousel';

// Pure helpers.
export { responsiveSrcSet, webpVariant } from '../lib/image-sources';
export {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  eventJsonLd,
  faqJsonLd,
  imageGalleryJsonLd,
  localBusinessJsonLd,
  tourJsonLd,
  tourProductJsonLd,
  type TourProductJsonLd,
  videoJsonLd,
  type BlogPostingJsonLdInput,
  type EventJsonLdInput,
  type JsonLdObject,
  type WeeklySchedule,
} from '../lib/json-ld-builders';
export { urgencyMessage } from '../lib/urgency-message';

// Configuration and the shared toast singleton (the shell renders the one <Toaster>).
export { siteConfig } from '../config/runtime-config';
export type { SiteConfig } from '../config/site-config-defaults';
export { toast } from '../lib/toasts';

// The entity types the props use, re-exported so a page needs one import.
export type {
  BreadcrumbItem,
  EventStructuredData,
  FaqItem,
  GalleryImage,
  HeroHeight,
  HeroImageStyle,
  HeroOverlay,
  HeroPosition,
  Testimonial,
  TourStructuredData,
  VideoStructuredData,
} from 'shared-types';
