import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContentProblem, ContentScanResponse, ContentVersion } from '@bandwise/core';
import { ApiError, messageOr } from '../../api/client';
import { queryKeys } from '../../api/queries';
import { buttonClass } from '../../components/Button/Button';
import * as page from '../../pages/page.css';
import { staffApi, staffKeys } from '../api';
import { formatWhen } from '../format';
import { QueryStatus, StaffTable } from '../StaffTable';
import * as styles from '../staff.css';

const kindLabels: Record<ContentVersion['kind'], string> = { ielts: 'IELTS', 'multi-level': 'Multi-level' };

/** A refused bundle's problems, each with its file and line (the server sends them with its 422). */
function problemsOf(error: unknown): ContentProblem[] {
  const body = error instanceof ApiError ? (error.body as { problems?: unknown } | undefined) : undefined;
  return Array.isArray(body?.problems) ? (body.problems as ContentProblem[]) : [];
}

function ProblemList({ problems }: { problems: readonly ContentProblem[] }) {
  return (
    <ul aria-label="Problems">
      {problems.map((problem, index) => (
        <li key={index}>
          <code>
            {problem.file}
            {problem.line !== null ? `:${problem.line}` : ''}
          </code>{' '}
          {problem.message}
        </li>
      ))}
    </ul>
  );
}

/** Upload a zip of a test folder: a draft when it is right, every mistake with its file and line when not. */
function BundleUpload() {
  const id = useId();
  const client = useQueryClient();
  const upload = useMutation({
    mutationFn: (file: File) => staffApi.uploadBundle(file),
    onSettled: () => void client.invalidateQueries({ queryKey: staffKeys.content }),
  });
  const problems = upload.isError ? problemsOf(upload.error) : [];
  return (
    <div className={page.field}>
      <label className={page.label} htmlFor={id}>
        Upload a test (a .zip of its folder)
      </label>
      <span id={`${id}-rule`} className={styles.muted}>
        Checked as content:lint checks it; stored as a draft that learners do not see until you publish it.
      </span>
      <input
        id={id}
        type="file"
        accept=".zip,application/zip"
        aria-describedby={`${id}-rule`}
        disabled={upload.isPending}
        onChange={(event) => {
          const file = event.target.files?.[0];
          upload.reset();
          if (file) upload.mutate(file);
          event.target.value = '';
        }}
      />
      {upload.isPending && <p className={styles.muted}>Checking…</p>}
      {upload.isError && (
        <div className={styles.error} role="alert">
          <p>{messageOr(upload.error, 'The test was not uploaded.')}</p>
          {problems.length > 0 && <ProblemList problems={problems} />}
        </div>
      )}
      {upload.isSuccess && (
        <p className={styles.notice} role="status">
          Stored as a draft: version {upload.data.version.version} of ‘{upload.data.version.name}’. Publish it below.
        </p>
      )}
    </div>
  );
}

/** Read the content directory again (when the server has one). */
function DirectoryScan() {
  const client = useQueryClient();
  const [result, setResult] = useState<ContentScanResponse | null>(null);
  const scan = useMutation({
    mutationFn: () => staffApi.scanContent(),
    onSuccess: setResult,
    onSettled: () => void client.invalidateQueries({ queryKey: staffKeys.content }),
  });
  return (
    <div className={page.field}>
      <button type="button" className={buttonClass({ tone: 'secondary', size: 'sm' })} disabled={scan.isPending} onClick={() => scan.mutate()}>
        Read the folder
      </button>
      {scan.isError && (
        <p className={styles.error} role="alert">
          {messageOr(scan.error, 'The folder was not read.')}
        </p>
      )}
      {result && (
        <div role="status">
          <p>
            {result.created.length} new draft{result.created.length === 1 ? '' : 's'}, {result.unchanged} unchanged, {result.rejected.length} refused.
          </p>
          {result.rejected.map(({ folder, problems }) => (
            <div key={folder} className={styles.error}>
              <p>{folder}</p>
              <ProblemList problems={problems} />
            </div>
          ))}
        </div>
      )}
    </div>
  );
}

/** One version: what, which, its state, and Publish / Retire. */
function VersionRow({ version }: { version: ContentVersion }) {
  const client = useQueryClient();
  const change = useMutation({
    mutationFn: (action: 'publish' | 'retire') => staffApi.changeVersion(version.id, action),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: staffKeys.content });
      void client.invalidateQueries({ queryKey: queryKeys.ieltsBooks });
    },
  });
  const what = `${version.name} version ${version.version}`;
  return (
    <tr>
      <td className={styles.td}>
        {version.name}
        <div className={styles.muted}>
          {kindLabels[version.kind]} {version.kind === 'ielts' ? 'book' : 'exam'} {version.testId}
        </div>
      </td>
      <td className={styles.num}>{version.version}</td>
      <td className={styles.td}>
        <span className={styles.pill} data-status={version.status}>
          {version.status}
        </span>
        <div className={styles.muted}>{version.publishedAt && version.status === 'published' ? formatWhen(version.publishedAt) : null}</div>
      </td>
      <td className={styles.td}>
        {version.source}
        {version.sourceName ? <div className={styles.muted}>{version.sourceName}</div> : null}
        <div className={styles.muted}>
          {version.createdBy ?? 'the server'} · {formatWhen(version.createdAt)}
        </div>
      </td>
      <td className={styles.num}>{version.attempts}</td>
      <td className={styles.td}>
        {version.status !== 'published' && (
          <button type="button" className={buttonClass({ size: 'sm' })} disabled={change.isPending} onClick={() => change.mutate('publish')} aria-label={`Publish ${what}`}>
            Publish
          </button>
        )}{' '}
        {version.status !== 'retired' && (
          <button
            type="button"
            className={buttonClass({ size: 'sm', tone: 'secondary' })}
            disabled={change.isPending}
            onClick={() => change.mutate('retire')}
            aria-label={`Retire ${what}`}
          >
            Retire
          </button>
        )}
        {change.isError && (
          <p className={styles.error} role="alert">
            {messageOr(change.error, 'Not changed.')}
          </p>
        )}
      </td>
    </tr>
  );
}

/**
 * /admin/content: publishing tests without a redeploy (docs/CONTENT.md, Publishing). Every version of every test, an
 * upload that makes a draft, and publish / retire, each in the audit log; a learner's exam keeps its version.
 */
export function ContentPage() {
  const query = useQuery({ queryKey: staffKeys.content, queryFn: ({ signal }) => staffApi.contentVersions(signal) });
  return (
    <>
      <h1 className={page.title}>Tests</h1>
      <p className={page.lead}>
        Upload a test written in the authoring format, then publish it: it is in the test list at once. Exams already
        started keep the version they started on.
      </p>
      <BundleUpload />
      {query.data?.directory && <DirectoryScan />}
      <QueryStatus query={query} loading="Loading tests" failed="Tests could not be loaded" isEmpty={(data) => data.items.length === 0} empty="No test is stored yet.">
        {(data) => (
          <StaffTable
            caption={`${data.items.length} version${data.items.length === 1 ? '' : 's'}`}
            columns={['Test', 'Version', 'State', 'From', 'Attempts', { label: 'Action', quiet: true }]}
          >
            {data.items.map((version) => (
              <VersionRow key={version.id} version={version} />
            ))}
          </StaffTable>
        )}
      </QueryStatus>
    </>
  );
}
