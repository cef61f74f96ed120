/**
 * How likely sentences are as English: the general English trigram model Debian's pocketsphinx-en-us ships
 * (/usr/share/pocketsphinx/model/en-us/en-us.lm.bin, the CMU Sphinx US English model, BSD-style licence), scored by
 * `sphinx_lm_eval` from Debian's sphinxbase-utils as a child process (the model is memory-mapped: ~0.15 s and ~37 MB per call,
 * running beside the grader's own work, not inside its thread). A sentence's per-word log probability falls with word
 * salad and with broken agreement; words the model does not know (other languages, misspellings, numbers) are OOV.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const DEFAULT_LM_PATH = '/usr/share/pocketsphinx/model/en-us/en-us.lm.bin';
const LM_EVAL = 'sphinx_lm_eval';
/** sphinx_lm_eval reports log probabilities in base 1.0001. */
const TO_NATS = Math.log(1.0001);

export type SentenceLm = {
  /** Words sent to the model (lower case, letters and apostrophes only). */
  words: number;
  /** Of those, words the model does not know. */
  oov: number;
  /** Natural-log probability of the known words and the sentence end, summed. */
  logProb: number;
  /** logProb per scored token (known words + sentence end): higher is more English-like. */
  perWord: number;
  /**
   * The known words in sentence order, each with its natural-log probability after the words before it and its
   * unigram probability in the same model (nats): how much better a word fits where it stands than anywhere.
   */
  tokens: Array<{ word: string; logProb: number; unigram: number }>;
};

/** The words the model reads: lower case, letters (with inner apostrophes) only; numbers and symbols are left out. */
export function lmWords(sentence: string): string[] {
  return (sentence.toLowerCase().match(/\p{L}+(?:['’]\p{L}+)*/gu) ?? []).map((word) => word.replace(/’/gu, "'"));
}

export type LanguageModel = { score(sentences: readonly string[]): Promise<Array<SentenceLm | null>> };

/** What stops the model from running here, said for an operator, or null when it can run. */
export function languageModelMissing(lmPath = DEFAULT_LM_PATH): string | null {
  if (spawnSync(LM_EVAL, ['-h'], { stdio: 'ignore', timeout: 10_000 }).error) return `${LM_EVAL} is not installed (apt-get install sphinxbase-utils)`;
  if (!existsSync(lmPath)) return `the English language model ${lmPath} is missing (apt-get install pocketsphinx-en-us)`;
  return null;
}

/**
 * The model, or null when its tool or file is missing here (the grader then goes without its evidence; the server's
 * start-up log says so): probed once, so a missing tool is not found again for every essay.
 */
export function languageModelFromSystem(lmPath = DEFAULT_LM_PATH): LanguageModel | null {
  if (languageModelMissing(lmPath) !== null) return null;
  return { score: (sentences) => scoreSentences(sentences, lmPath) };
}

/**
 * Scores each sentence (null for one with no words) in one sphinx_lm_eval run. Rejects if the tool is missing or fails,
 * so a caller can go without the evidence rather than grade on half of it. The same run scores each distinct word
 * alone, without a sentence start before it: the model's unigram probability, which the tool gives no other way.
 */
export function scoreSentences(sentences: readonly string[], lmPath = DEFAULT_LM_PATH): Promise<Array<SentenceLm | null>> {
  const tokenised = sentences.map(lmWords);
  const asked = tokenised.filter((list) => list.length > 0);
  if (asked.length === 0) return Promise.resolve(tokenised.map(() => null));
  // The tool reads its sentences from a file (Node's child pipes are sockets, which /dev/stdin cannot open).
  const dir = mkdtempSync(path.join(tmpdir(), 'bandwise-lm-'));
  const file = path.join(dir, 'sentences.lsn');
  const distinct = [...new Set(asked.flat())];
  writeFileSync(file, [...asked.map((list) => `<s> ${list.join(' ')} </s>`), ...distinct.map((word) => `${word} </s>`)].join('\n') + '\n');
  const cleanUp = () => rmSync(dir, { recursive: true, force: true });
  return new Promise<Array<SentenceLm | null>>((resolve, reject) => {
    const child = spawn(LM_EVAL, ['-lm', lmPath, '-mmap', 'yes', '-lsn', file, '-verbose', 'yes'], { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => (out += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`${LM_EVAL} exited with ${code}`));
      const scored = parseVerbose(out);
      if (scored.length !== asked.length + distinct.length) return reject(new Error(`${LM_EVAL} scored ${scored.length} of ${asked.length + distinct.length} lines`));
      // A word the model does not know comes back without a token (only its line's end).
      const unigrams = new Map(scored.slice(asked.length).flatMap(({ tokens }) => tokens.map((token) => [token.word, token.logProb] as const)));
      const without = scored.slice(0, asked.length).flatMap(({ tokens }) => tokens.filter((token) => !unigrams.has(token.word)));
      if (without.length > 0) return reject(new Error(`${LM_EVAL} gave no unigram for '${without[0]!.word}'`));
      let next = 0;
      resolve(
        tokenised.map((list) => {
          if (list.length === 0) return null;
          const { tokens, logProb } = scored[next++]!;
          const known = tokens.map((token) => ({ ...token, unigram: unigrams.get(token.word)! }));
          return { words: list.length, oov: list.length - tokens.length, logProb, perWord: logProb / (tokens.length + 1), tokens: known };
        }),
      );
    });
  }).finally(cleanUp);
}

type Block = { tokens: Array<{ word: string; logProb: number }>; logProb: number };

/**
 * The verbose output lists each sentence's words last-to-first, starting with its `</s>`: one block per sentence, its
 * known words put back in sentence order (OOV words are not listed) and logProb their sum with the sentence end's.
 */
function parseVerbose(out: string): Block[] {
  const blocks: Block[] = [];
  for (const line of out.split('\n')) {
    const match = /^log P\((\S+)\|.*\) = (-?\d+)/u.exec(line);
    if (!match) continue;
    const logProb = Number(match[2]) * TO_NATS;
    if (match[1] === '</s>') blocks.push({ tokens: [], logProb: 0 });
    else blocks[blocks.length - 1]!.tokens.unshift({ word: match[1]!, logProb });
    blocks[blocks.length - 1]!.logProb += logProb;
  }
  return blocks;
}
