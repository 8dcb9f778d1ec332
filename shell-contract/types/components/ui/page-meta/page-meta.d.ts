export interface PageMetaProps {
    title: string;
    description: string;
    noIndex?: boolean;
    path?: string;
    type?: 'website' | 'article';
}
export declare function PageMeta({ title, description, noIndex, path, type, }: PageMetaProps): import("react").JSX.Element;
