export declare function serializeJsonLd(data: unknown): string;
export declare function JsonLd({ data }: {
    data: unknown;
}): import("react").JSX.Element;
