import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { noticeLanguages, type ConsoleSettings, type NoticeLanguage } from '@bandwise/core';
import { mediaUrl } from '../../api/client';
import { NoticeTranslations } from '../../layout/MaintenancePopup/MaintenancePopup';
import { staffApi, staffKeys } from '../api';
import { StaffPage } from '../StaffPage';
import { QueryStatus } from '../StaffTable';
import * as styles from '../staff.css';
import { BrandUpload } from './BrandUpload';
import { Field } from '../controls';
import { useStaffFormat } from '../format';
import { NumberField, SectionCard, useSectionForm } from './SectionForm';

function MaintenanceSection({ saved }: { saved: ConsoleSettings['maintenance'] }) {
  const { t } = useTranslation();
  const form = useSectionForm('maintenance', saved);
  const { draft, setDraft, problems } = form;
  const setText = (language: NoticeLanguage, field: 'title' | 'text', value: string) =>
    setDraft({ ...draft, messages: { ...draft.messages, [language]: { ...draft.messages[language], [field]: value } } });
  return (
    <SectionCard
      form={form}
      preview={
        <div className={styles.noticePreview}>
          <p className={styles.muted}>{t(draft.enabled ? 'staff.settings.maintenance.on' : 'staff.settings.maintenance.off')}</p>
          <p className={styles.previewTitle} lang="uz">
            {draft.messages.uz.title}
          </p>
          <p lang="uz">{draft.messages.uz.text}</p>
          <NoticeTranslations messages={draft.messages} />
        </div>
      }
    >
      <label className={styles.check}>
        <input type="checkbox" checked={draft.enabled} onChange={(event) => setDraft({ ...draft, enabled: event.target.checked })} />
        {t('staff.settings.maintenance.show')}
      </label>
      {noticeLanguages.map((language: NoticeLanguage) => (
        <fieldset key={language} className={styles.fieldset}>
          <legend className={styles.legend}>{t(`staff.settings.languages.${language}`)}</legend>
          <Field
            label={t('staff.settings.maintenance.titleIn', { language: t(`staff.settings.languages.${language}`) })}
            value={draft.messages[language].title}
            onChange={(value) => setText(language, 'title', value)}
            problem={problems[`messages.${language}.title`]}
          />
          <Field
            label={t('staff.settings.maintenance.textIn', { language: t(`staff.settings.languages.${language}`) })}
            multiline
            value={draft.messages[language].text}
            onChange={(value) => setText(language, 'text', value)}
            problem={problems[`messages.${language}.text`]}
          />
        </fieldset>
      ))}
    </SectionCard>
  );
}

function PricesSection({ saved }: { saved: ConsoleSettings['prices'] }) {
  const { t } = useTranslation();
  const format = useStaffFormat();
  const form = useSectionForm('prices', { multiLevel: saved.multiLevel });
  const { draft, setDraft, problems } = form;
  const set = (type: 'ai' | 'human', value: number) => setDraft({ multiLevel: { ...draft.multiLevel, [type]: value } });
  const shown = (value: number) => (Number.isFinite(value) ? format.balance(value) : '—');
  return (
    <SectionCard
      form={form}
      preview={
        <ul className={styles.plainList}>
          <li>{t('staff.settings.prices.aiShown', { price: shown(draft.multiLevel.ai) })}</li>
          <li>{t('staff.settings.prices.humanShown', { price: shown(draft.multiLevel.human) })}</li>
        </ul>
      }
    >
      <NumberField label={t('staff.settings.prices.ai')} value={draft.multiLevel.ai} onChange={(v) => set('ai', v)} problem={problems['multiLevel.ai']} />
      <NumberField label={t('staff.settings.prices.human')} value={draft.multiLevel.human} onChange={(v) => set('human', v)} problem={problems['multiLevel.human']} />
    </SectionCard>
  );
}

function LimitsSection({ limits, referral }: { limits: ConsoleSettings['limits']; referral: ConsoleSettings['referral'] }) {
  const { t } = useTranslation();
  const limitsForm = useSectionForm('limits', limits);
  const referralForm = useSectionForm('referral', referral);
  return (
    <>
      <SectionCard form={limitsForm}>
        <NumberField
          label={t('staff.settings.limits.daily')}
          value={limitsForm.draft.ieltsDailyExams}
          onChange={(v) => limitsForm.setDraft({ ...limitsForm.draft, ieltsDailyExams: v })}
          problem={limitsForm.problems.ieltsDailyExams}
        />
        <NumberField
          label={t('staff.settings.limits.trial')}
          value={limitsForm.draft.trialCount}
          onChange={(v) => limitsForm.setDraft({ ...limitsForm.draft, trialCount: v })}
          problem={limitsForm.problems.trialCount}
        />
      </SectionCard>
      <SectionCard form={referralForm}>
        <NumberField
          label={t('staff.settings.referral.bonus')}
          value={referralForm.draft.bonusExams}
          onChange={(v) => referralForm.setDraft({ bonusExams: v })}
          problem={referralForm.problems.bonusExams}
        />
      </SectionCard>
    </>
  );
}

/** Social links typed one a line as 'Label https://...'. */
function linksText(links: ConsoleSettings['brand']['socialLinks']): string {
  return links.map((link) => `${link.label} ${link.url}`).join('\n');
}
function parseLinks(text: string): ConsoleSettings['brand']['socialLinks'] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const at = line.lastIndexOf(' ');
      return at < 0 ? { label: '', url: line } : { label: line.slice(0, at).trim(), url: line.slice(at + 1) };
    });
}

function BrandSection({ saved }: { saved: ConsoleSettings['brand'] }) {
  const { t } = useTranslation();
  const { botUrl, ...editable } = saved;
  const form = useSectionForm('brand', editable);
  const { draft, setDraft, problems } = form;
  // The links as typed (blank lines and all); the draft holds them parsed.
  const [links, setLinks] = useState(linksText(editable.socialLinks));
  const linkProblem = Object.entries(problems).find(([key]) => key.startsWith('socialLinks'));
  return (
    <SectionCard
      form={form}
      preview={
        <div className={styles.brandPreview}>
          <div className={styles.brandLine}>
            {draft.logoUrl ? <img src={mediaUrl(draft.logoUrl)} alt="" className={styles.logo} /> : null}
            <strong>{draft.name || '—'}</strong>
          </div>
          {draft.ceoQuote && <blockquote className={styles.quote}>{draft.ceoQuote}</blockquote>}
          <p className={styles.muted}>{t('staff.settings.brand.bot', { url: botUrl })}</p>
        </div>
      }
    >
      <Field label={t('staff.settings.brand.name')} value={draft.name} onChange={(name) => setDraft({ ...draft, name })} problem={problems.name} />
      <Field label={t('staff.settings.brand.academy')} inputMode="url" value={draft.academyUrl} onChange={(academyUrl) => setDraft({ ...draft, academyUrl })} problem={problems.academyUrl} />
      <Field
        label={t('staff.settings.brand.links')}
        hint={t('staff.settings.brand.linksHint')}
        multiline
        value={links}
        onChange={(text) => {
          setLinks(text);
          setDraft({ ...draft, socialLinks: parseLinks(text) });
        }}
        problem={linkProblem ? t('staff.settings.brand.linkLine', { line: Number(linkProblem[0].split('.')[1] ?? 0) + 1, problem: linkProblem[1] }) : undefined}
      />
      <Field label={t('staff.settings.brand.quote')} multiline value={draft.ceoQuote} onChange={(ceoQuote) => setDraft({ ...draft, ceoQuote })} problem={problems.ceoQuote} />
      <Field label={t('staff.settings.brand.logo')} value={draft.logoUrl} onChange={(logoUrl) => setDraft({ ...draft, logoUrl })} problem={problems.logoUrl} />
      <BrandUpload asset="logo" onUploaded={(logoUrl) => setDraft({ ...draft, logoUrl })} />
      <Field
        label={t('staff.settings.brand.video')}
        hint={t('staff.settings.brand.videoHint')}
        value={draft.tutorialVideoUrl}
        onChange={(tutorialVideoUrl) => setDraft({ ...draft, tutorialVideoUrl })}
        problem={problems.tutorialVideoUrl}
      />
      <BrandUpload asset="video" onUploaded={(tutorialVideoUrl) => setDraft({ ...draft, tutorialVideoUrl })} />
    </SectionCard>
  );
}

/** /admin/settings: every operator setting, each section checked as it is typed and saved on its own. */
export function SettingsPage() {
  const query = useQuery({ queryKey: staffKeys.settings, queryFn: ({ signal }) => staffApi.settings(signal) });
  return (
    <StaffPage section="settings">
      <QueryStatus section="settings" query={query}>
        {(settings) => (
          <div className={styles.stack}>
            <MaintenanceSection saved={settings.maintenance} />
            <PricesSection saved={settings.prices} />
            <LimitsSection limits={settings.limits} referral={settings.referral} />
            <BrandSection saved={settings.brand} />
          </div>
        )}
      </QueryStatus>
    </StaffPage>
  );
}
