export declare function dedupeBySource<T extends {
    src: string;
}>(images: readonly T[]): T[];
