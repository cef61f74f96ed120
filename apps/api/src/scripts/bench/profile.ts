/**
 * Finds the hot spots of a server under load: runs the app in this process with the V8 profiler on, for `--seconds`,
 * while something else drives it (e.g. autocannon), then prints the functions and files that used the most CPU and
 * writes the .cpuprofile (open it in Chrome DevTools).
 *   npx tsx --conditions=source apps/api/src/scripts/bench/profile.ts --data /tmp/bench/pglite --port 3499 --seconds 20
 * `node --cpu-prof` on the server is no substitute: writing a profile full of PGlite's WebAssembly at exit took longer
 * than the exit allowed.
 */
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { flags } from './args';

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number } };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

const args = flags();
const seconds = args.number('seconds', 20);
const out = args.string('out', '/tmp/bandwise-server.cpuprofile')!;
const config = loadConfig({ ...process.env, NODE_ENV: 'production', LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' });
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: args.string('data', config.BW_DATA_DIR)! });
const app = await buildApp({ db: database.db, config, logger: { level: config.LOG_LEVEL, stream: { write: () => undefined } } });
await app.listen({ host: '127.0.0.1', port: args.number('port', 3499) });
console.log(`profiling for ${seconds} s: drive the server now`);

const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.start');
await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
const { profile } = (await session.post('Profiler.stop')) as { profile: Profile };
await writeFile(out, JSON.stringify(profile));

const short = (url: string) => url.replace(/.*node_modules\//, 'nm/').replace(/^.*?\/(apps|packages)\//, '$1/');
const groupOf = (url: string) => {
  if (!url) return '(native, idle, gc)';
  const s = short(url);
  const parts = s.split('/');
  return s.startsWith('nm/') ? parts.slice(0, parts[1]!.startsWith('@') ? 3 : 2).join('/') : s;
};
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const byFunction = new Map<string, number>();
const byGroup = new Map<string, number>();
let total = 0;
profile.samples.forEach((id, i) => {
  const node = byId.get(id)!;
  const micros = profile.timeDeltas[i] ?? 0;
  const name = node.callFrame.functionName;
  if (name === '(idle)') return;
  total += micros;
  const fn = `${name || '(anonymous)'} ${short(node.callFrame.url)}:${node.callFrame.lineNumber + 1}`;
  byFunction.set(fn, (byFunction.get(fn) ?? 0) + micros);
  byGroup.set(groupOf(node.callFrame.url), (byGroup.get(groupOf(node.callFrame.url)) ?? 0) + micros);
});
const top = (map: Map<string, number>, n: number) =>
  [...map].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${((100 * v) / total).toFixed(1).padStart(5)}%  ${k}`);
console.log(`busy ${(total / 1000).toFixed(0)} ms of ${seconds * 1000} ms; by file or package:`);
console.log(top(byGroup, 20).join('\n'));
console.log('by function (self time):');
console.log(top(byFunction, args.number('top', 30)).join('\n'));
console.log(`profile written to ${out}`);
await app.close();
await database.close();
process.exit(0);
