export interface LazyModule<T> {
    load(): Promise<T>;
    get(): T | undefined;
    subscribe(listener: () => void): () => void;
    reset(): void;
}
export declare function lazyModule<T>(importer: () => Promise<T>): LazyModule<T>;
