/** Writes the content stories (src/stories/*.stories.tsx) from the shipped content and removes any left from a test that is gone. */
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { contentStoryFiles } from '../src/stories/generate';

const dir = new URL('../src/stories/', import.meta.url);
const files = contentStoryFiles();
for (const name of readdirSync(dir).filter((file) => file.endsWith('.stories.tsx') && !files.has(file))) rmSync(new URL(name, dir));
for (const [name, source] of files) writeFileSync(new URL(name, dir), source);
console.log(`${files.size} story files written to packages/studio/src/stories`);
