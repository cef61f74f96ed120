import { encodeWav } from '../speaking/audio';
import { frequencyWords } from '../text/lexicon';
import { warmWordClasses } from '../text/wordclass';
import type { SpeakingGrader } from '../speaking/grader';
import type { WritingGrader } from '../writing/grader';

const WARM_ESSAY = [
  'Many people believe that cities offer a better life than the countryside. In my opinion this is partly true, because',
  'cities have more jobs, hospitals and universities. However, rural areas are quieter and the air is cleaner.',
  '',
  'Overall, I think the best choice depends on a person’s age and work, so there is no single answer for everyone.',
].join('\n');

/** One second of a voiced-like signal (a 140 Hz buzz in syllable-sized bursts), to run the speaking path once. */
function warmAudio(): Uint8Array {
  const rate = 16_000;
  const samples = new Float32Array(rate);
  for (let i = 0; i < samples.length; i += 1) {
    const t = i / rate;
    const envelope = Math.max(0, Math.sin(2 * Math.PI * 4 * t));
    samples[i] = 0.3 * envelope * Math.sin(2 * Math.PI * 140 * t);
  }
  return encodeWav(samples, rate);
}

/** Runs each grader once so the first learner's answer does not pay for the WebAssembly's first calls. */
export async function warmUp(graders: { writing: Pick<WritingGrader, 'grade'>; speaking: Pick<SpeakingGrader, 'grade'> }): Promise<void> {
  await graders.writing.grade({ kind: 'ielts-task2', prompt: 'Is life better in cities or in the countryside?', text: WARM_ESSAY });
  await graders.speaking.grade({ audio: warmAudio(), mimeType: 'audio/wav', question: 'Where do you live?', part: 1, transcript: 'I live in a small town near the river.' });
}

/** How many of the most frequent English words (SUBTLEXus) warmVocabulary classes ahead: 95% of the ELLIPSE essays' words, 89% of the IELTS ones. */
export const WARM_WORDS = 8000;

/**
 * Classes the most frequent words for the grammar rules ahead of the first essays (~4 s of work on an idle core, done
 * in small turns, so a grade that arrives meanwhile waits ~30 ms at most): an essay of cold words pays ~35 ms more.
 */
export function warmVocabulary(): Promise<void> {
  return warmWordClasses(frequencyWords().slice(0, WARM_WORDS));
}
