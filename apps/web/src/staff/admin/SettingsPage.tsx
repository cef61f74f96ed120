import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { noticeLanguages, type ConsoleSettings, type NoticeLanguage } from '@bandwise/core';
import { mediaUrl } from '../../api/client';
import { NoticeTranslations } from '../../layout/MaintenancePopup/MaintenancePopup';
import { formatBalance } from '../../lib/format';
import * as page from '../../pages/page.css';
import { staffApi, staffKeys } from '../api';
import { QueryStatus } from '../StaffTable';
import * as styles from '../staff.css';
import { BrandUpload } from './BrandUpload';
import { Field, NumberField, SectionCard, useSectionForm } from './SectionForm';

const languageLabels: Record<NoticeLanguage, string> = { uz: 'Uzbek', ru: 'Russian', en: 'English' };

function MaintenanceSection({ saved }: { saved: ConsoleSettings['maintenance'] }) {
  const form = useSectionForm('maintenance', saved);
  const { draft, setDraft, problems } = form;
  const setText = (language: NoticeLanguage, field: 'title' | 'text', value: string) =>
    setDraft({ ...draft, messages: { ...draft.messages, [language]: { ...draft.messages[language], [field]: value } } });
  return (
    <SectionCard
      title="Maintenance notice"
      description="Shown to every visitor as they open the site while it is on, in Uzbek first, then Russian and English."
      form={form}
      preview={
        <div className={styles.noticePreview}>
          <p className={styles.muted}>{draft.enabled ? 'Visitors see:' : 'Off: visitors see nothing. When on:'}</p>
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
        Show the maintenance notice
      </label>
      {noticeLanguages.map((language) => (
        <fieldset key={language} className={styles.fieldset}>
          <legend className={styles.legend}>{languageLabels[language]}</legend>
          <Field
            label={`Title (${languageLabels[language]})`}
            value={draft.messages[language].title}
            onChange={(value) => setText(language, 'title', value)}
            problem={problems[`messages.${language}.title`]}
          />
          <Field
            label={`Text (${languageLabels[language]})`}
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
  const form = useSectionForm('prices', { multiLevel: saved.multiLevel });
  const { draft, setDraft, problems } = form;
  const set = (type: 'ai' | 'human', value: number) => setDraft({ multiLevel: { ...draft.multiLevel, [type]: value } });
  const shown = (value: number) => (Number.isFinite(value) ? formatBalance(value) : '—');
  return (
    <SectionCard
      title="Prices"
      description="What a multi-level exam costs; a purchase from now on pays the new price."
      form={form}
      preview={
        <ul className={styles.plainList}>
          <li>AI checking: {shown(draft.multiLevel.ai)}</li>
          <li>Human checking: {shown(draft.multiLevel.human)}</li>
        </ul>
      }
    >
      <NumberField label="Multi-level exam, AI checking (uzs)" value={draft.multiLevel.ai} onChange={(v) => set('ai', v)} problem={problems['multiLevel.ai']} />
      <NumberField label="Multi-level exam, human checking (uzs)" value={draft.multiLevel.human} onChange={(v) => set('human', v)} problem={problems['multiLevel.human']} />
    </SectionCard>
  );
}

function LimitsSection({ limits, referral }: { limits: ConsoleSettings['limits']; referral: ConsoleSettings['referral'] }) {
  const limitsForm = useSectionForm('limits', limits);
  const referralForm = useSectionForm('referral', referral);
  return (
    <>
      <SectionCard title="IELTS limits" saveLabel="Save IELTS limits" description="How many IELTS exams a learner may start a day, and the trial count shown to them." form={limitsForm}>
        <NumberField
          label="IELTS exams a day"
          value={limitsForm.draft.ieltsDailyExams}
          onChange={(v) => limitsForm.setDraft({ ...limitsForm.draft, ieltsDailyExams: v })}
          problem={limitsForm.problems.ieltsDailyExams}
        />
        <NumberField
          label="Trial count"
          value={limitsForm.draft.trialCount}
          onChange={(v) => limitsForm.setDraft({ ...limitsForm.draft, trialCount: v })}
          problem={limitsForm.problems.trialCount}
        />
      </SectionCard>
      <SectionCard title="Referral bonus" description="Free AI-checked multi-level exams an inviter earns for each friend who joins through their link." form={referralForm}>
        <NumberField
          label="Free exams per invited friend"
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
  const { botUrl, ...editable } = saved;
  const form = useSectionForm('brand', editable);
  const { draft, setDraft, problems } = form;
  // The links as typed (blank lines and all); the draft holds them parsed.
  const [links, setLinks] = useState(linksText(editable.socialLinks));
  const linkProblem = Object.entries(problems).find(([key]) => key.startsWith('socialLinks'));
  return (
    <SectionCard
      title="Brand and links"
      description="The product's name, logo, links, the CEO quote on the home page and the tutorial video."
      form={form}
      preview={
        <div className={styles.brandPreview}>
          <div className={styles.brandLine}>
            {draft.logoUrl ? <img src={mediaUrl(draft.logoUrl)} alt="" className={styles.logo} /> : null}
            <strong>{draft.name || '—'}</strong>
          </div>
          {draft.ceoQuote && <blockquote className={styles.quote}>{draft.ceoQuote}</blockquote>}
          <p className={styles.muted}>Telegram bot: {botUrl} (from BOT_USERNAME)</p>
        </div>
      }
    >
      <Field label="Product name" value={draft.name} onChange={(name) => setDraft({ ...draft, name })} problem={problems.name} />
      <Field label="Academy link" inputMode="url" value={draft.academyUrl} onChange={(academyUrl) => setDraft({ ...draft, academyUrl })} problem={problems.academyUrl} />
      <Field
        label="Social links"
        hint="One a line: the label, a space, the address"
        multiline
        value={links}
        onChange={(text) => {
          setLinks(text);
          setDraft({ ...draft, socialLinks: parseLinks(text) });
        }}
        problem={linkProblem ? `Line ${Number(linkProblem[0].split('.')[1] ?? 0) + 1}: ${linkProblem[1]}` : undefined}
      />
      <Field label="CEO quote" multiline value={draft.ceoQuote} onChange={(ceoQuote) => setDraft({ ...draft, ceoQuote })} problem={problems.ceoQuote} />
      <Field label="Logo address" value={draft.logoUrl} onChange={(logoUrl) => setDraft({ ...draft, logoUrl })} problem={problems.logoUrl} />
      <BrandUpload asset="logo" onUploaded={(logoUrl) => setDraft({ ...draft, logoUrl })} />
      <Field
        label="Tutorial video address"
        hint="Empty: the Manual window says there is no video yet"
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
    <>
      <h1 className={page.title}>Settings</h1>
      <p className={page.lead}>Changes apply at once, without a restart, and each one is kept in the audit log.</p>
      <QueryStatus query={query} loading="Loading the settings" failed="The settings could not be loaded" isEmpty={() => false} empty={null}>
        {(settings) => (
          <div className={styles.stack}>
            <MaintenanceSection saved={settings.maintenance} />
            <PricesSection saved={settings.prices} />
            <LimitsSection limits={settings.limits} referral={settings.referral} />
            <BrandSection saved={settings.brand} />
          </div>
        )}
      </QueryStatus>
    </>
  );
}
