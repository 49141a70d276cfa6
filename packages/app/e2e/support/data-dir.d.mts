export declare const dataDir: (port: number) => string;
