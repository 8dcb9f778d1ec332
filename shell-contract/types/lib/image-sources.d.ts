export interface ResponsiveSource {
    widths?: readonly number[];
    srcFor: (width: number) => string;
}
export declare function webpVariant(src: string): string;
export declare function responsiveSrcSet({ widths, srcFor }: ResponsiveSource): string;
