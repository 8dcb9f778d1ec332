export declare function useHydrated(): boolean;
