/**
 * Essays for the simulated learners: each learner's text is its own (the grammar checker remembers texts it has
 * checked, so repeated essays would grade unfairly fast), built from a bank of plain sentences in a learner-specific
 * order and selection, about 280 words for task 2 and 170 for task 1.
 */
const OPENINGS = [
  'In recent years the question of how people should spend their free time has become a popular topic of discussion.',
  'Many people today argue that modern life has changed the way we work, study and relax.',
  'It is often said that the choices we make as young adults shape the rest of our lives.',
];
const BODY = [
  'On the one hand, there are clear advantages for individuals who plan their time carefully.',
  'For example, a student who studies for one hour every evening usually remembers more than one who studies all night before an exam.',
  'Moreover, regular exercise helps people to stay healthy and reduces the stress of a busy week.',
  'Another important point is that families benefit when parents spend more time at home with their children.',
  'On the other hand, some people believe that hard work is more valuable than rest.',
  'They point out that successful companies are often built by employees who work long hours.',
  'However, research suggests that tired workers make more mistakes and are less creative.',
  'In my country, many young people move to large cities in order to find better jobs.',
  'As a result, they often live far from their relatives and feel lonely during the first year.',
  'Governments could help by building cheaper housing and improving public transport.',
  'Technology also plays a part, because online courses allow people to learn new skills from home.',
  'Nevertheless, face-to-face teaching is still useful for practical subjects such as medicine or engineering.',
  'A good balance between work and leisure is therefore the key to a happy and productive life.',
  'Schools should teach children how to manage their time from an early age.',
  'Employers, too, should encourage their staff to take holidays and to switch off their phones in the evening.',
];
const CLOSINGS = [
  'In conclusion, I believe that both individuals and society gain when people balance work and rest sensibly.',
  'To sum up, although hard work matters, I am convinced that time for rest makes people more successful in the long run.',
  'Overall, the advantages of a balanced lifestyle clearly outweigh the disadvantages.',
];
const CHART = [
  'The chart shows how the number of visitors to three museums changed between 2010 and 2020.',
  'Overall, the science museum attracted the most visitors, while the art gallery was the least popular.',
  'In 2010 around 200,000 people visited the science museum, and this figure rose steadily to about 350,000 by the end of the period.',
  'By contrast, the history museum started at a similar level but fell slightly in the middle of the decade.',
  'The art gallery received only 80,000 visitors at first, although its numbers doubled after 2016.',
  'The most significant change was the sharp increase in visitors to the gallery in the final two years.',
  'In summary, two of the museums became more popular, whereas the history museum remained roughly stable.',
];

/** A small deterministic generator, so a run's essays are the same from one bench run to the next. */
function random(seed: number) {
  let state = seed * 2654435761 + 1;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

function pick<T>(items: readonly T[], count: number, next: () => number): T[] {
  const pool = [...items];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length > 0) chosen.push(pool.splice(Math.floor(next() * pool.length), 1)[0]!);
  return chosen;
}

export function essayFor(learner: number): { task1: string; task2: string } {
  const next = random(learner + 1);
  const body = pick(BODY, 11, next);
  const task2 = [
    `${OPENINGS[learner % OPENINGS.length]} In this essay, learner ${learner} will discuss both views before giving an opinion.`,
    body.slice(0, 5).join(' '),
    body.slice(5).join(' '),
    CLOSINGS[learner % CLOSINGS.length]!,
  ].join('\n\n');
  const chart = pick(CHART.slice(1), 6, next);
  const task1 = [CHART[0], chart.slice(0, 3).join(' '), chart.slice(3).join(' ')].join('\n\n');
  return { task1, task2 };
}

/**
 * Real learners' essays when the calibration data sits beside the repository (../shared/data, or BENCH_ESSAYS_CSV):
 * the ELLIPSE essays, about 420 words, graded as a grader meets them. Synthetic ones (essayFor) share sentences,
 * which the checker grades faster than new prose, so figures on them flatter the grader; the report says which.
 */
export async function realEssays(): Promise<{ source: string; texts: string[] } | null> {
  const { existsSync, readFileSync } = await import('node:fs');
  const path = await import('node:path');
  const { readCsvRecords } = await import('@bandwise/grading');
  const { apiRoot } = await import('../../config');
  const file = process.env.BENCH_ESSAYS_CSV ?? path.resolve(apiRoot, '../../../shared/data/writing/ellipse-calibration.csv');
  if (!existsSync(file)) return null;
  const texts = readCsvRecords(readFileSync(file, 'utf8'))
    .map((row) => row.text ?? '')
    .filter((text) => text.split(/\s+/).length >= 150);
  return texts.length > 0 ? { source: `ELLIPSE essays (${path.basename(file)})`, texts } : null;
}
