/**
 * An author's live preview of one test folder: every part of every section in the kit's renderers, as learners will
 * see them, answerable, with the keys beside each control when the toolbar's keys switch is on. A folder with
 * mistakes shows the linter's errors (file:line:column and what to write instead) instead of the test.
 */
import { useId, useState } from 'react';
import type { IeltsBook, IeltsKeys, MultiLevelExam, MultiLevelKeys } from '@bandwise/core';
import { emptySheet } from '@bandwise/core';
import { MediaBaseProvider, MultiLevelPartView, PartView, ReadingPartView, SpeakingPartView, WritingTaskView } from '@bandwise/kit';
import { vars } from '@bandwise/kit';
import { firstNumbers, type MultiLevelAnswerRecord } from '@bandwise/kit/answers';
import { formatAuthoringErrors } from '@bandwise/content/authoring';
import { previewFolder } from './folders';

export interface LivePreviewProps {
  /** The folder: under packages/content/sets, e.g. 'ielts/book1', or a draft, 'drafts/ielts/book7'. */
  test: string;
  /** Show the keyed answers beside each control (the 'showKeys' toolbar switch sets it). @default false */
  showKeys?: boolean;
}

function SectionTitle({ children, id }: { children: string; id: string }) {
  return (
    <h2 id={id} style={{ fontSize: vars.fontSize.lg, margin: `${vars.space.xl} 0 ${vars.space.md}`, borderBottom: `1px solid ${vars.color.border}` }}>
      {children}
    </h2>
  );
}

function IeltsPreview({ book, keys, showKeys }: { book: IeltsBook; keys: IeltsKeys; showKeys: boolean }) {
  const [listening, setListening] = useState(emptySheet);
  const [reading, setReading] = useState(emptySheet);
  const ids = { listening: useId(), reading: useId(), writing: useId(), speaking: useId() };
  return (
    <>
      <section aria-labelledby={ids.listening}>
        <SectionTitle id={ids.listening}>{`Listening (${book.listening.minutes} minutes)`}</SectionTitle>
        {book.listening.parts.map((part) => (
          <div key={part.number}>
            <PartView part={part} headingLevel={3} sheet={listening} onSheetChange={setListening} keys={showKeys ? keys.listening : undefined} />
            <p style={{ color: vars.color.textMuted, fontSize: vars.fontSize.sm }}>Audio: {part.audio}</p>
          </div>
        ))}
      </section>
      <section aria-labelledby={ids.reading}>
        <SectionTitle id={ids.reading}>{`Reading (${book.reading.minutes} minutes)`}</SectionTitle>
        {book.reading.parts.map((part) => (
          <ReadingPartView key={part.number} part={part} headingLevel={3} sheet={reading} onSheetChange={setReading} keys={showKeys ? keys.reading : undefined} />
        ))}
      </section>
      <section aria-labelledby={ids.writing}>
        <SectionTitle id={ids.writing}>{`Writing (${book.writing.minutes} minutes)`}</SectionTitle>
        {book.writing.tasks.map((task) => (
          <WritingTaskView key={task.number} task={task} headingLevel={3} />
        ))}
      </section>
      <section aria-labelledby={ids.speaking}>
        <SectionTitle id={ids.speaking}>Speaking</SectionTitle>
        {book.speaking.parts.map((part) => (
          <SpeakingPartView key={part.number} part={part} headingLevel={3} />
        ))}
      </section>
    </>
  );
}

function MultiLevelPreview({ exam, keys, showKeys }: { exam: MultiLevelExam; keys: MultiLevelKeys; showKeys: boolean }) {
  const [answers, setAnswers] = useState<MultiLevelAnswerRecord[]>([]);
  const baseId = useId();
  return (
    <>
      {exam.sections.map((section) => {
        const first = firstNumbers(section);
        const titleId = `${baseId}-${section.type}`;
        return (
          <section key={section.id} aria-labelledby={titleId}>
            <SectionTitle id={titleId}>{`${section.type.charAt(0).toUpperCase()}${section.type.slice(1)} (${section.duration} minutes)`}</SectionTitle>
            {section.audio_path && <p style={{ color: vars.color.textMuted, fontSize: vars.fontSize.sm }}>Audio: {section.audio_path}</p>}
            {section.parts.map((part, index) => (
              <MultiLevelPartView
                key={part.id}
                part={part}
                sectionType={section.type}
                firstNumber={first[index] ?? 1}
                answers={answers}
                onAnswersChange={setAnswers}
                keys={showKeys ? keys.questions : undefined}
                headingLevel={3}
              />
            ))}
          </section>
        );
      })}
    </>
  );
}

/** The preview of one folder; see the file comment. */
export function LivePreview({ test, showKeys = false }: LivePreviewProps) {
  const folder = previewFolder(test);
  const errorsId = useId();
  if (!folder) return <p role="alert">No test folder '{test}' under packages/content/sets or drafts.</p>;
  const { parsed, source } = folder;
  if (parsed.errors.length > 0 || !parsed.publicPart || !parsed.keys) {
    return (
      <section aria-labelledby={errorsId}>
        <h1 id={errorsId} style={{ fontSize: vars.fontSize.xl }}>
          {`${source}: ${parsed.errors.length} mistake${parsed.errors.length === 1 ? '' : 's'} to fix`}
        </h1>
        <pre role="alert" data-testid="authoring-errors" style={{ whiteSpace: 'pre-wrap', fontSize: vars.fontSize.sm }}>
          {formatAuthoringErrors(parsed.errors)}
        </pre>
      </section>
    );
  }
  return (
    <MediaBaseProvider base={folder.mediaBase}>
      <h1 style={{ fontSize: vars.fontSize.xl, margin: 0 }}>{parsed.publicPart.name}</h1>
      <p style={{ color: vars.color.textMuted }}>
        {parsed.format === 'ielts' && 'module' in parsed.publicPart
          ? `IELTS ${parsed.publicPart.module === 'general' ? 'General Training' : 'Academic'}, id ${parsed.publicPart.id}`
          : `Multi-level, id ${parsed.publicPart.id}`}
        {` · ${source} · keys ${showKeys ? 'shown' : 'hidden'}`}
      </p>
      {parsed.format === 'ielts' ? (
        <IeltsPreview book={parsed.publicPart} keys={parsed.keys} showKeys={showKeys} />
      ) : (
        <MultiLevelPreview exam={parsed.publicPart} keys={parsed.keys} showKeys={showKeys} />
      )}
    </MediaBaseProvider>
  );
}
