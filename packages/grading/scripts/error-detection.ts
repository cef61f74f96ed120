/**
 * Precision and recall of the checker on the hand-annotated error-detection set (src/text/fixtures/error-detection.txt),
 * over the whole set and over its held-out part (sentences written before the rules that cover them and not looked at
 * while writing them), with recall per error type, precision per source of flags, and every false flag and miss listed.
 *   npx tsx --conditions=source packages/grading/scripts/error-detection.ts
 */
import { createChecker } from '../src/text/checker';
import { evaluateDetection, loadErrorDetectionSet } from '../src/text/errorDetection';
import type { DetectionReport } from '../src/text/errorDetection';

const checker = await createChecker();
const set = loadErrorDetectionSet();
const whole = await evaluateDetection(checker, set);
const heldOut = await evaluateDetection(checker, set.filter((sentence) => sentence.split === 'held-out'));
checker.dispose();

function summary(name: string, report: DetectionReport): void {
  console.log(`\n${name}: ${report.sentences} sentences, ${report.annotated} annotated errors, ${report.detections} detections (style suggestions not counted)`);
  console.log(`precision ${report.precision.toFixed(2)}, recall ${report.recall.toFixed(2)}, right correction for ${(100 * report.correctionAccuracy).toFixed(0)}% of the errors found`);
  console.log('  recall by type: ' + Object.entries(report.recallByType).map(([type, { found, total }]) => `${type} ${found}/${total}`).join(', '));
  console.log('  precision by source: ' + Object.entries(report.precisionBySource).map(([source, { right, flagged }]) => `${source} ${right}/${flagged}`).join(', '));
}

summary('whole set', whole);
summary('held-out part', heldOut);
console.log('\nfalse flags:');
for (const entry of whole.falsePositives) console.log(`  '${entry.problem}' in "${entry.text}": ${entry.message}`);
console.log('\nmissed:');
for (const entry of whole.misses) console.log(`  ${entry.type} '${entry.problem}' in "${entry.text}"`);
