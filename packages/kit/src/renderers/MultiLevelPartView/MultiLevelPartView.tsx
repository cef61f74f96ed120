import { Fragment, memo, useCallback, useId, useRef, type ReactNode } from 'react';
import type { MultiLevelPart, MultiLevelQuestion, MultiLevelSectionType } from '@bandwise/core';
import { Essay } from '../../Essay/Essay';
import { GapFill } from '../../GapFill/GapFill';
import { AnswerSelect } from '../../MatchingSelect/AnswerSelect';
import { RadioChoices } from '../../SingleChoice/RadioChoices';
import { SplitPane } from '../../SplitPane/SplitPane';
import { QuestionNumber } from '../../QuestionNumber/QuestionNumber';
import { Heading, type HeadingLevel } from '../Heading';
import { KeyHint } from '../KeyHint/KeyHint';
import { useMediaUrl } from '../MediaBase';
import {
  answerText,
  blankAnswer,
  choiceAnswer,
  chosenAnswerId,
  mergeMultiLevelAnswer,
  multiLevelKeyText,
  questionNumbers,
  splitBlanks,
  textAnswer,
  type MultiLevelAnswerRecord,
  type MultiLevelQuestionKeys,
} from '../multiLevelAnswers';
import * as styles from './MultiLevelPartView.css';
import { cx } from '../../lib/cx';
import { fillLabel, useKitLabels } from '../../locale/KitLocale';

export const multiLevelLayouts = ['auto', 'stacked', 'split'] as const;
export type MultiLevelLayout = (typeof multiLevelLayouts)[number];

export interface MultiLevelPartViewProps {
  /** One part of a multi-level section in the seeds' shape (description, right_text, photo_path, questions). */
  part: MultiLevelPart;
  /** The section the part belongs to: reading and writing put right_text beside the questions. @default 'listening' */
  sectionType?: MultiLevelSectionType;
  /** Answers so far, in the seeds' submitted-answer shape. @default [] */
  answers?: readonly MultiLevelAnswerRecord[];
  /** Called with every answer so far after each change (a changed choice replaces the earlier one). */
  onAnswersChange?: (answers: MultiLevelAnswerRecord[]) => void;
  /** Called with the one answer just given (an empty answer_text or null answer_id means it was taken back). */
  onAnswer?: (answer: MultiLevelAnswerRecord) => void;
  /** Number of the part's first question within its section (see firstNumbers). @default 1 */
  firstNumber?: number;
  /** Authors' preview: keys by question id, shown beside each control. Never pass keys to learners. */
  keys?: MultiLevelQuestionKeys;
  /** 'split' puts right_text and the picture left of the questions; 'auto' splits reading and writing parts. @default 'auto' */
  layout?: MultiLevelLayout;
  /** What the part's picture shows; the seeds' data has no alt text. @default the labels' pictureForPart ('Picture for part {label}') */
  photoAlt?: string;
  /** Speaking: what to put under each question, e.g. the runner's recorder. */
  renderSpeaking?: (question: MultiLevelQuestion, index: number) => ReactNode;
  /** Disables every control. @default false */
  disabled?: boolean;
  /** Level of the part's heading. @default 2 */
  headingLevel?: HeadingLevel;
  className?: string;
}

const noAnswers: readonly MultiLevelAnswerRecord[] = [];

/** Options that already carry their letter ('A) I was surprised...') are shown as they are. */
const lettered = /^[A-Z]\)\s/;
const LETTERS = 'ABCDEFGHIJ';

/** A choice question's label: its number, when it has one, and its text. */
function Stem({ number, text }: { number: number | null; text: string }) {
  return (
    <>
      {number !== null && <QuestionNumber number={number} />}
      <span>{text}</span>
    </>
  );
}

interface QuestionItemProps {
  question: MultiLevelQuestion;
  index: number;
  /** The question's number on the paper (its first blank's for a fill-in); null for essays and speaking. */
  number: number | null;
  firstNumber: number;
  /** This question's answers only. */
  answers: readonly MultiLevelAnswerRecord[];
  keys: MultiLevelQuestionKeys | undefined;
  give: (record: MultiLevelAnswerRecord) => void;
  renderSpeaking: MultiLevelPartViewProps['renderSpeaking'];
  disabled: boolean;
}

function sameItem(before: QuestionItemProps, after: QuestionItemProps): boolean {
  return (
    before.question === after.question &&
    before.index === after.index &&
    before.number === after.number &&
    before.firstNumber === after.firstNumber &&
    before.keys === after.keys &&
    before.give === after.give &&
    before.renderSpeaking === after.renderSpeaking &&
    before.disabled === after.disabled &&
    JSON.stringify(before.answers) === JSON.stringify(after.answers)
  );
}

/** One question of a part, by type; memoised on its own answers. */
const QuestionItem = memo(function QuestionItem({
  question,
  index,
  number,
  firstNumber,
  answers,
  keys,
  give,
  renderSpeaking,
  disabled,
}: QuestionItemProps) {
  const stemId = `${useId()}-q${question.id}`;
  switch (question.type) {
    case 'quiz':
    case 'quiz2': {
      const chosen = chosenAnswerId(answers, question.id);
      return (
        <>
          <p id={stemId} className={styles.stem}>
            <Stem number={number} text={question.question} />
          </p>
          <RadioChoices
            labelledBy={stemId}
            layout={question.type === 'quiz2' ? 'horizontal' : 'vertical'}
            value={chosen === null ? '' : String(chosen)}
            onValueChange={(value) => give(choiceAnswer(question, Number(value)))}
            disabled={disabled}
            choices={question.answers.map((option, at) => ({
              value: String(option.id),
              content:
                question.type === 'quiz2' || lettered.test(option.answer) ? (
                  option.answer
                ) : (
                  <>
                    <span className={styles.letter}>{LETTERS[at]}</span> {option.answer}
                  </>
                ),
            }))}
          />
          {keys && <KeyHint text={multiLevelKeyText(question, keys)} />}
        </>
      );
    }
    case 'select':
    case 'map': {
      const chosen = chosenAnswerId(answers, question.id);
      return (
        <div className={styles.selectRow}>
          <label htmlFor={stemId} className={styles.selectLabel}>
            <Stem number={number} text={question.question} />
          </label>
          <AnswerSelect
            id={stemId}
            value={chosen === null ? '' : String(chosen)}
            onValueChange={(value) => give(choiceAnswer(question, value === '' ? null : Number(value)))}
            disabled={disabled}
            choices={question.answers.map((option) => ({ value: String(option.id), display: option.answer }))}
          />
          {keys && <KeyHint text={multiLevelKeyText(question, keys)} />}
        </div>
      );
    }
    case 'writing':
      return (
        <p className={styles.fill}>
          {splitBlanks(question.question).map((piece, at) => {
            if (typeof piece === 'string') return <Fragment key={`text-${at}`}>{piece}</Fragment>;
            const blankNumber = (number ?? firstNumber) + piece.blank;
            return (
              <Fragment key={`blank-${piece.blank}`}>
                <GapFill
                  number={blankNumber}
                  value={answerText(answers, question.id, piece.blank)}
                  onValueChange={(text) => give(blankAnswer(question, piece.blank, text))}
                  disabled={disabled}
                />
                {keys && <KeyHint text={multiLevelKeyText(question, keys, piece.blank)} />}
              </Fragment>
            );
          })}
        </p>
      );
    case 'essay':
      return (
        <Essay
          label={question.question}
          minWords={question.word_limit?.min}
          value={answerText(answers, question.id, null)}
          onValueChange={(text) => give(textAnswer(question, text))}
          disabled={disabled}
        />
      );
    case 'speaking':
      return (
        <>
          <p className={styles.stem}>{question.question}</p>
          {renderSpeaking?.(question, index)}
        </>
      );
  }
}, sameItem);

/** A multi-level part as the seeds lay it out: description, right-hand text or picture, then its questions. */
export function MultiLevelPartView({
  part,
  sectionType = 'listening',
  answers = noAnswers,
  onAnswersChange,
  onAnswer,
  firstNumber = 1,
  keys,
  layout = 'auto',
  photoAlt,
  renderSpeaking,
  disabled = false,
  headingLevel = 2,
  className,
}: MultiLevelPartViewProps) {
  const id = useId();
  const labels = useKitLabels();
  const media = useMediaUrl();
  const numbers = questionNumbers(part, firstNumber);
  const hasContext = part.right_text !== '' || part.photo_path !== null;
  const split =
    hasContext && (layout === 'split' || (layout === 'auto' && (sectionType === 'reading' || sectionType === 'writing')));

  // The latest answers and callbacks, read when an answer is given: each question re-renders only when its own
  // answers change, so typing in one blank does not re-render every question of a reading part.
  const latest = useRef({ answers, onAnswer, onAnswersChange });
  latest.current = { answers, onAnswer, onAnswersChange };
  const give = useCallback((record: MultiLevelAnswerRecord) => {
    const { answers: current, onAnswer: report, onAnswersChange: reportAll } = latest.current;
    report?.(record);
    reportAll?.(mergeMultiLevelAnswer(current, record));
  }, []);

  const context = hasContext && (
    <div className={styles.context}>
      {part.right_text !== '' && <p className={styles.rightText}>{part.right_text}</p>}
      {part.photo_path !== null && (
        <figure className={styles.figure}>
          <img className={styles.photo} src={media(part.photo_path)} alt={photoAlt ?? fillLabel(labels.pictureForPart, { label: part.label })} />
        </figure>
      )}
    </div>
  );

  const questions = (
    <ol className={styles.questions}>
      {part.questions.map((question, index) => (
        <li
          key={question.id}
          className={styles.question}
          data-question-id={question.id}
          data-type={question.type}
          data-question={numbers[index] ?? undefined}
        >
          <QuestionItem
            question={question}
            index={index}
            number={numbers[index] ?? null}
            firstNumber={firstNumber}
            answers={answers.filter((answer) => answer.question_id === question.id)}
            keys={keys}
            give={give}
            renderSpeaking={renderSpeaking}
            disabled={disabled}
          />
        </li>
      ))}
    </ol>
  );

  const header = (
    <header className={styles.header}>
      <Heading level={headingLevel} id={id} className={styles.heading}>
        {fillLabel(labels.part, { n: part.label })}
      </Heading>
      {part.description !== '' && <p className={styles.description}>{part.description}</p>}
    </header>
  );

  return (
    <section className={cx(styles.root, className)} aria-labelledby={id} data-part={part.label}>
      {split ? (
        <div className={styles.split}>
          <SplitPane
            firstLabel={sectionType === 'writing' ? labels.taskPane : labels.textPane}
            secondLabel={sectionType === 'writing' ? labels.answerPane : labels.questions}
            first={context}
            second={
              <div className={styles.root}>
                {header}
                {questions}
              </div>
            }
          />
        </div>
      ) : (
        <>
          {header}
          {context}
          {questions}
        </>
      )}
    </section>
  );
}
