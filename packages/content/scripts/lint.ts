/**
 * Lints every shipped book and exam (`npm run lint -w @bandwise/content`, part of `npm test`).
 * Prints each issue and exits 1 if there is any; otherwise prints what was checked.
 */
import { blankCount, isKeyedQuestion, questionNumbersOf } from '@bandwise/core';
import { mediaOnDisk, mediaRoot, shippedIelts, shippedMultiLevel } from '../src/index-of-content';
import { formatIssues, lintBook, lintCatalogue, lintMultiLevel, type Issue } from '../src/lint';

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
    `${questions} scored questions, ${parts} parts`,
);
