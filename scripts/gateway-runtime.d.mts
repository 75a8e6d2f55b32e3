// Types of gateway-runtime.mjs for the TypeScript that imports it (bench, docker tests).
export declare const GATEWAY_NODE_FLAGS: readonly string[];
export declare const GATEWAY_BUNDLE: string;
export declare function bundleGateway(entry?: string, outfile?: string): Promise<string>;
