/**
 * The web-facing content: question sets as the learner sees them before submitting. Re-exports ONLY the generated
 * public modules (src/generated, from the test folders in packages/content/sets), never a keys module; leak.test.ts
 * bundles this file and proves no answer reaches the browser.
 */
export { ieltsBooks, multiLevelExams } from './generated/public';
