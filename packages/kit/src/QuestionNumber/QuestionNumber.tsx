import { questionNumber, visuallyHidden } from '../styles/shared.css';
import { useKitLabels } from '../locale/KitLocale';

/** The number badge in front of a question, read out as 'Question 7' (the word hidden from sight). */
export function QuestionNumber({ number }: { number: number }) {
  const labels = useKitLabels();
  return (
    <span className={questionNumber}>
      <span className={visuallyHidden}>{labels.questionPrefix}</span>
      {number}
    </span>
  );
}
