export declare function urgencyMessage(date?: Date): string;
