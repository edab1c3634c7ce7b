export declare const SERVER_BUNDLE: string;
export declare function bundle(entry: string, outfile: string): Promise<void>;
export declare function buildServer(): Promise<void>;
