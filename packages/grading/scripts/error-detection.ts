/**
 * Precision and recall of the checker on the hand-annotated error-detection set (src/text/fixtures/error-detection.txt),
 * with every false flag and every miss listed.
 *   npx tsx --conditions=source packages/grading/scripts/error-detection.ts
 */
import { createChecker } from '../src/text/checker';
import { evaluateDetection, loadErrorDetectionSet } from '../src/text/errorDetection';

const checker = await createChecker();
const report = await evaluateDetection(checker, loadErrorDetectionSet());
checker.dispose();
console.log(`${report.sentences} sentences, ${report.annotated} annotated errors, ${report.detections} detections (style suggestions not counted)`);
console.log(`precision ${report.precision.toFixed(2)}, recall ${report.recall.toFixed(2)}, right correction for ${(100 * report.correctionAccuracy).toFixed(0)}% of the errors found`);
for (const [type, { found, total }] of Object.entries(report.recallByType)) console.log(`  ${type}: ${found}/${total} found`);
console.log('\nfalse flags:');
for (const entry of report.falsePositives) console.log(`  '${entry.problem}' in "${entry.text}": ${entry.message}`);
console.log('\nmissed:');
for (const entry of report.misses) console.log(`  ${entry.type} '${entry.problem}' in "${entry.text}"`);
