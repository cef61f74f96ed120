import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContentProblem, ContentScanResponse, ContentVersion } from '@bandwise/core';
import { ApiError, messageOr } from '../../api/client';
import { queryKeys } from '../../api/queries';
import { buttonClass } from '../../components/Button/Button';
import * as page from '../../pages/page.css';
import { staffApi, staffKeys } from '../api';
import { StaffPage } from '../StaffPage';
import { useStaffFormat } from '../format';
import { MutationOutcome } from '../controls';
import { QueryTable } from '../StaffTable';
import * as styles from '../staff.css';

/** A refused bundle's problems, each with its file and line (the server sends them with its 422). */
function problemsOf(error: unknown): ContentProblem[] {
  const body = error instanceof ApiError ? (error.body as { problems?: unknown } | undefined) : undefined;
  return Array.isArray(body?.problems) ? (body.problems as ContentProblem[]) : [];
}

function ProblemList({ problems }: { problems: readonly ContentProblem[] }) {
  const { t } = useTranslation();
  return (
    <ul aria-label={t('staff.content.problems')}>
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
  const { t } = useTranslation();
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
        {t('staff.content.upload')}
      </label>
      <span id={`${id}-rule`} className={styles.muted}>
        {t('staff.content.uploadRule')}
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
      {upload.isPending && <p className={styles.muted}>{t('staff.content.checking')}</p>}
      {upload.isError && (
        <div className={styles.error} role="alert">
          <p>{messageOr(upload.error, t('staff.content.notUploaded'))}</p>
          {problems.length > 0 && <ProblemList problems={problems} />}
        </div>
      )}
      {upload.isSuccess && (
        <p className={styles.notice} role="status">
          {t('staff.content.stored', { version: upload.data.version.version, name: upload.data.version.name })}
        </p>
      )}
    </div>
  );
}

/** Read the content directory again (when the server has one). */
function DirectoryScan() {
  const { t } = useTranslation();
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
        {t('staff.content.readFolder')}
      </button>
      <MutationOutcome mutation={scan} failed={t('staff.content.folderFailed')} />
      {result && (
        <div role="status">
          <p>{t('staff.content.scanned', { count: result.created.length, unchanged: result.unchanged, rejected: result.rejected.length })}</p>
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
  const format = useStaffFormat();
  const { t } = useTranslation();
  const client = useQueryClient();
  const change = useMutation({
    mutationFn: (action: 'publish' | 'retire') => staffApi.changeVersion(version.id, action),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: staffKeys.content });
      void client.invalidateQueries({ queryKey: queryKeys.ieltsBooks });
    },
  });
  const what = t('staff.content.what', { name: version.name, version: version.version });
  return (
    <tr>
      <td className={styles.td}>
        {version.name}
        <div className={styles.muted}>
          {t(version.kind === 'ielts' ? 'staff.content.kindIelts' : 'staff.content.kindMl', { id: version.testId })}
        </div>
      </td>
      <td className={styles.num}>{version.version}</td>
      <td className={styles.td}>
        <span className={styles.pill} data-status={version.status}>
          {t(`staff.content.statuses.${version.status}`)}
        </span>
        <div className={styles.muted}>{version.publishedAt && version.status === 'published' ? format.when(version.publishedAt) : null}</div>
      </td>
      <td className={styles.td}>
        {t(`staff.content.sources.${version.source}`)}
        {version.sourceName ? <div className={styles.muted}>{version.sourceName}</div> : null}
        <div className={styles.muted}>
          {version.createdBy ?? t('staff.content.theServer')} · {format.when(version.createdAt)}
        </div>
      </td>
      <td className={styles.num}>{version.attempts}</td>
      <td className={styles.td}>
        {version.status !== 'published' && (
          <button type="button" className={buttonClass({ size: 'sm' })} disabled={change.isPending} onClick={() => change.mutate('publish')} aria-label={t('staff.content.publishWhat', { what })}>
            {t('staff.content.publish')}
          </button>
        )}{' '}
        {version.status !== 'retired' && (
          <button
            type="button"
            className={buttonClass({ size: 'sm', tone: 'secondary' })}
            disabled={change.isPending}
            onClick={() => change.mutate('retire')}
            aria-label={t('staff.content.retireWhat', { what })}
          >
            {t('staff.content.retire')}
          </button>
        )}
        <MutationOutcome mutation={change} failed={t('staff.content.notChanged')} />
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
    <StaffPage section="content">
      <BundleUpload />
      {query.data?.directory && <DirectoryScan />}
      <QueryTable
        section="content"
        query={query}
        items={(data) => data.items}
        columns={['test', 'version', 'state', 'from', 'attempts']}
        action
        row={(version) => <VersionRow key={version.id} version={version} />}
      />
    </StaffPage>
  );
}
