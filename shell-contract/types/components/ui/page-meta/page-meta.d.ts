export interface PageMetaProps {
    title: string;
    description: string;
    noIndex?: boolean;
    path?: string;
}
export declare function PageMeta({ title, description, noIndex, path }: PageMetaProps): import("react").JSX.Element;
