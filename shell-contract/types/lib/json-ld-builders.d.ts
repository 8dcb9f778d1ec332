import type { AggregateRating, BlogPosting, Brand, BreadcrumbList, Event, FAQPage, ImageGallery, ItemList, LocalBusiness, Offer, Organization, Place, PropertyValue, Review, Thing, TouristTrip, VideoObject, WithContext } from 'schema-dts';
import { type BreadcrumbItem, type EventStructuredData, type FaqItem, type GalleryImage, type TourStructuredData, type VideoStructuredData } from 'shared-types';
export type JsonLdObject = WithContext<Thing>;
export interface WeeklySchedule {
    weekday: number;
    hour: number;
    minute: number;
}
export type EventJsonLdInput = Omit<EventStructuredData, 'startDate' | 'endDate'> & {
    schedule?: WeeklySchedule;
    startDate?: string;
    endDate?: string;
};
export interface BlogPostingJsonLdInput {
    headline: string;
    description: string;
    datePublished: string;
    author: string;
    image: string;
    path: string;
    keywords: readonly string[];
    section: string;
}
export declare function onSite(pathOrUrl: string): string;
export declare function breadcrumbJsonLd(items: readonly BreadcrumbItem[]): WithContext<BreadcrumbList>;
export declare function faqJsonLd(items: readonly FaqItem[]): WithContext<FAQPage>;
export declare function localBusinessJsonLd(): WithContext<LocalBusiness>;
export interface TourExtras {
    duration: string;
    aggregateRating: AggregateRating;
    review: Review[];
}
export declare function tourJsonLd(data: TourStructuredData): WithContext<TouristTrip> & TourExtras;
export interface TourProductJsonLd {
    '@context': 'https://schema.org';
    '@type': ['TouristTrip', 'Product'];
    name: string;
    description: string;
    image: string;
    url: string;
    touristType: string[];
    tripOrigin: Place;
    itinerary: ItemList;
    provider: Organization;
    brand: Brand;
    offers: Offer;
    aggregateRating: AggregateRating;
    review: Review[];
    additionalProperty: PropertyValue[];
}
export declare function tourProductJsonLd(data: TourStructuredData): TourProductJsonLd;
export declare function addHoursIso(dateTime: string, hours: number): string;
export declare function eventJsonLd(data: EventJsonLdInput): WithContext<Event>;
export declare function videoJsonLd(data: VideoStructuredData): WithContext<VideoObject>;
export declare function imageGalleryJsonLd(images: readonly GalleryImage[], limit?: number): WithContext<ImageGallery>;
export declare function blogPostingJsonLd(data: BlogPostingJsonLdInput): WithContext<BlogPosting>;
