import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { brandAssets, type BrandAsset } from '@bandwise/core';
import { messageOr } from '../../api/client';
import { queryKeys } from '../../api/queries';
import * as page from '../../pages/page.css';
import { staffApi, staffKeys } from '../api';
import * as styles from '../staff.css';

const mimeTypes = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp', mp4: 'video/mp4', webm: 'video/webm' } as const;

/**
 * Replaces the logo or the tutorial video: the file's type and size are checked here first (the server checks the
 * bytes again), then the site shows the new file at once.
 */
export function BrandUpload({ asset, onUploaded }: { asset: BrandAsset; /** The new file's address, now in effect. */ onUploaded: (url: string) => void }) {
  const { t } = useTranslation();
  const name = t(`staff.upload.assets.${asset}`);
  const ruleText = t(`staff.upload.rules.${asset}`);
  const id = useId();
  const client = useQueryClient();
  const rule = brandAssets[asset];
  const accept = rule.types.map((type) => mimeTypes[type]);
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (file: File) => staffApi.uploadBrand(asset, file),
    onSuccess: ({ url, settings }) => {
      client.setQueryData(staffKeys.settings, settings);
      onUploaded(url);
      void client.invalidateQueries({ queryKey: queryKeys.settings });
    },
  });
  const choose = (file: File | undefined) => {
    mutation.reset();
    if (!file) return;
    const ok = (accept as readonly string[]).includes(file.type) && file.size <= rule.maxBytes;
    setProblem(ok ? null : t('staff.upload.wrong', { asset: name, rule: ruleText }));
    if (ok) mutation.mutate(file);
  };
  const shown = problem ?? (mutation.isError ? messageOr(mutation.error, t('staff.upload.failed')) : null);
  return (
    <div className={page.field}>
      <label className={page.label} htmlFor={id}>
        {t('staff.upload.label', { asset: name })}
      </label>
      <span id={`${id}-rule`} className={styles.muted}>
        {ruleText}
      </span>
      <input
        id={id}
        type="file"
        accept={accept.join(',')}
        aria-describedby={`${id}-rule${shown ? ` ${id}-problem` : ''}`}
        disabled={mutation.isPending}
        onChange={(event) => choose(event.target.files?.[0])}
      />
      {mutation.isPending && <p className={styles.muted}>{t('staff.upload.uploading')}</p>}
      {shown && (
        <p id={`${id}-problem`} className={styles.error} role="alert">
          {shown}
        </p>
      )}
      {mutation.isSuccess && (
        <p className={styles.notice} role="status">
          {t('staff.upload.done', { asset: name })}
        </p>
      )}
    </div>
  );
}
