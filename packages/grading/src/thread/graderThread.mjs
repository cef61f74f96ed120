// The grading thread's bootstrap. The server is TypeScript run by tsx, and Node 20 does not hand the main thread's
// loader to a worker thread: register tsx here, in the thread, then load the TypeScript entry.
import { register } from 'tsx/esm/api';

register();
await import('./graderThread.ts');
