import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { z } from 'zod';

/**
 * Where a running server that holds a PGlite folder answers, written beside the folder while it runs
 * (`<BW_DATA_DIR>.server.json`). PGlite allows one process per folder: `npm run dev:code` reads this to ask that
 * server for a code, whatever PORT it was started with, instead of opening the folder beside it (which would issue a
 * code the server never sees). PostgreSQL and an in-memory database need none: any process may share them.
 */
const recordSchema = z.object({ url: z.string().url(), pid: z.number().int().positive(), devTools: z.boolean() });
export type ServerRecord = z.infer<typeof recordSchema>;

/** The record's file for a data folder; null where there is no folder to share (memory://). */
export function serverFileFor(dataDir: string): string | null {
  return dataDir === 'memory://' ? null : `${dataDir.replace(/[\\/]+$/, '')}.server.json`;
}

export function writeServerRecord(file: string, record: ServerRecord): void {
  writeFileSync(file, `${JSON.stringify(record)}\n`);
}

/** Removes the record, if it is still this process's (another server may have taken the folder since). */
export function removeServerRecord(file: string, pid = process.pid): void {
  if (readServerRecord(file)?.pid === pid) rmSync(file, { force: true });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The record of a server still running on the folder; null with none (never started, stopped, or killed). */
export function readServerRecord(file: string): ServerRecord | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  const parsed = recordSchema.safeParse(parseJson(text));
  if (!parsed.success || !alive(parsed.data.pid)) return null;
  return parsed.data;
}
