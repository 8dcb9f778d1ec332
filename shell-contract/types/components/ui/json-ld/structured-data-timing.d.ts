export declare function useStructuredDataWritable(): boolean;
