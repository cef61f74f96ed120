// Types of chromium.mjs, a plain module so that node scripts (visual.mjs) and TypeScript configs share one launch.
export declare const chromiumPath: string;
export declare const chromiumArgs: string[];
