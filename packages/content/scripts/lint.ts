/**
 * Lints every test folder and every shipped book and exam (`npm run lint -w @bandwise/content`, alias
 * `npm run content:lint`, part of `npm test`). First each folder under packages/content/sets and packages/content/drafts,
 * with errors as file:line:column; then that src/generated matches the folders of sets/ (drafts are never built in);
 * then the shipped catalogue as the site loads it.
 * Prints each issue and exits 1 if there is any; otherwise prints what was checked.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { blankCount, isKeyedQuestion, questionNumbersOf } from '@bandwise/core';
import { generatedFiles, generatedRoot, loadSets } from '../src/authoring/generate';
import { draftsRoot } from '../src/authoring/node';
import { mediaOnDisk, mediaRoot, shippedIelts, shippedMultiLevel } from '../src/index-of-content';
import { formatIssues, lintBook, lintCatalogue, lintMultiLevel, type Issue } from '../src/lint';

const folders = loadSets();
const drafts = loadSets(draftsRoot);
const folderErrors = [...folders.errors, ...drafts.errors];
if (folderErrors.length > 0) {
  console.error(folderErrors.join('\n'));
  console.error(`\ncontent lint: ${folderErrors.length} test folder${folderErrors.length === 1 ? '' : 's'} with errors`);
  process.exit(1);
}
const stale = Object.entries(generatedFiles(folders.sets)).filter(([path, text]) => {
  try {
    return readFileSync(join(generatedRoot, path), 'utf8') !== text;
  } catch {
    return true;
  }
});
if (stale.length > 0) {
  console.error(`src/generated is out of date with packages/content/sets (${stale.map(([path]) => path).join(', ')}).`);
  console.error('Run: npm run content:generate');
  process.exit(1);
}

const issues: Issue[] = [];
let questions = 0;
let parts = 0;

for (const { book, keys } of shippedIelts) {
  issues.push(...lintBook(book, keys, mediaOnDisk(mediaRoot)));
  for (const part of [...book.listening.parts, ...book.reading.parts]) {
    parts += 1;
    questions += part.groups.reduce((sum, group) => sum + questionNumbersOf(group).length, 0);
  }
  parts += book.writing.tasks.length + book.speaking.parts.length;
}
for (const { exam, keys } of shippedMultiLevel) {
  issues.push(...lintMultiLevel(exam, keys, mediaOnDisk(mediaRoot)));
  for (const section of exam.sections) {
    parts += section.parts.length;
    for (const part of section.parts) {
      for (const question of part.questions) {
        const key = keys.questions[String(question.id)];
        if (!isKeyedQuestion(question, key)) continue;
        questions += Math.max(blankCount(question, key), 1);
      }
    }
  }
}
issues.push(...lintCatalogue(shippedIelts.map((item) => item.book), shippedMultiLevel.map((item) => item.exam)));

if (issues.length > 0) {
  console.error(formatIssues(issues));
  console.error(`\ncontent lint: ${issues.length} issue${issues.length === 1 ? '' : 's'}`);
  process.exit(1);
}
console.log(
  `content lint: ok — ${shippedIelts.length} IELTS books, ${shippedMultiLevel.length} multi-level exams, ` +
    `${questions} scored questions, ${parts} parts; ${drafts.sets.length} draft${drafts.sets.length === 1 ? '' : 's'}`,
);
