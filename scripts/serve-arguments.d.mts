export declare const REPO_ROOT: string;
export declare function serveArguments(): string[];
export declare function serveNodeFlags(): string[];
