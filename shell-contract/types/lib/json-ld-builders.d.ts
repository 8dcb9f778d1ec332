import { type BreadcrumbItem, type EventStructuredData, type FaqItem, type GalleryImage, type TourStructuredData, type VideoStructuredData } from 'shared-types';
export type JsonLdObject = {
    '@context': 'https://schema.org';
    '@type': string | string[];
} & Record<string, unknown>;
export type EventJsonLdInput = Omit<EventStructuredData, 'endDate'> & {
    endDate?: string;
};
export declare function currentOrigin(): string;
export declare function breadcrumbJsonLd(items: readonly BreadcrumbItem[], origin?: string): JsonLdObject;
export declare function faqJsonLd(items: readonly FaqItem[]): JsonLdObject;
export declare function localBusinessJsonLd(origin?: string): JsonLdObject;
export declare function tourJsonLd(data: TourStructuredData): JsonLdObject;
export declare function addHoursIso(dateTime: string, hours: number): string;
export declare function eventJsonLd(data: EventJsonLdInput): JsonLdObject;
export declare function videoJsonLd(data: VideoStructuredData): JsonLdObject;
export declare function imageGalleryJsonLd(images: readonly GalleryImage[], limit?: number): JsonLdObject;
