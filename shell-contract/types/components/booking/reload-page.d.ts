export declare function reloadPage(): void;
