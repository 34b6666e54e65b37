import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ANNOUNCEMENT_EXECUTIONS,
  ANNOUNCEMENT_TITLE_MAX,
  ANNOUNCEMENT_TYPES,
  type AdminAnnouncement,
  type AdminAnnouncementInput,
  type AnnouncementExecution,
  type AnnouncementType,
} from '@portal/contracts/announcements';
import { QueryError } from '../../components/ui/query-error.tsx';
import { TextAreaField, TextField } from '../../components/ui/text-field.tsx';
import { toLocalInput } from '../../lib/format.ts';
import { usePreviewAnnouncement, useSaveAnnouncement } from './api/announcements.ts';

/** The languages an operator writes versions in (the others read English). */
export const CONTENT_LANGUAGES = ['BN', 'EN'] as const;

interface Draft {
  language: (typeof CONTENT_LANGUAGES)[number];
  type: AnnouncementType;
  execution: AnnouncementExecution;
  rewardCenter: boolean;
  title: string;
  content: string;
  startAt: string;
  endAt: string;
  sequence: string;
  enabled: boolean;
}

function draftOf(item: AdminAnnouncement | null): Draft {
  return {
    language: item?.language === 'EN' ? 'EN' : 'BN',
    type: item?.type ?? 'B',
    execution: item?.execution ?? 'B',
    rewardCenter: item?.linkage === 'rewardCenter',
    title: item?.title ?? '',
    content: item?.content ?? '',
    startAt: toLocalInput(item?.startAt ?? null),
    endAt: toLocalInput(item?.endAt ?? null),
    sequence: String(item?.sequence ?? 0),
    enabled: item?.enabled ?? true,
  };
}

const isoOf = (local: string) => (local ? new Date(local).toISOString() : null);

/** Create or edit one language version; the preview shows the HTML the server would keep. */
export function AnnouncementForm({
  item,
  onDone,
}: {
  item: AdminAnnouncement | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveAnnouncement();
  const preview = usePreviewAnnouncement();
  const [draft, setDraft] = useState<Draft>(() => draftOf(item));
  const [tried, setTried] = useState(false);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  const title = draft.title.trim();
  const errors = {
    title:
      title.length === 0 || title.length > ANNOUNCEMENT_TITLE_MAX
        ? t('announcements.titleRequired', { max: ANNOUNCEMENT_TITLE_MAX })
        : null,
    sequence: /^\d{1,4}$/.test(draft.sequence) ? null : t('announcements.sequenceInvalid'),
    endAt:
      draft.startAt && draft.endAt && draft.endAt <= draft.startAt
        ? t('announcements.windowInvalid')
        : null,
  };
  const shown = (error: string | null) => (tried ? error : null);

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (Object.values(errors).some((e) => e !== null)) return;
    const input: AdminAnnouncementInput = {
      language: draft.language,
      type: draft.type,
      platform: 'W',
      title,
      content: draft.content,
      linkage: draft.rewardCenter ? 'rewardCenter' : null,
      execution: draft.execution,
      startAt: isoOf(draft.startAt),
      endAt: isoOf(draft.endAt),
      sequence: Number(draft.sequence),
      enabled: draft.enabled,
    };
    save.mutate({ id: item?.id ?? null, input }, { onSuccess: onDone });
  }

  const select = <V extends string>(
    key: 'language' | 'type' | 'execution',
    values: readonly V[],
    label: (v: V) => string,
  ) => (
    <div className="field">
      <label htmlFor={`${id}-${key}`}>{t(`announcements.fields.${key}`)}</label>
      <select
        id={`${id}-${key}`}
        value={draft[key]}
        onChange={(e) => set(key, e.target.value as never)}
        data-testid={`announcement-${key}`}
      >
        {values.map((v) => (
          <option key={v} value={v}>
            {label(v)}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <form onSubmit={submit} noValidate className="card stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} style={{ margin: 0 }}>
        {item ? t('announcements.editTitle') : t('announcements.newTitle')}
      </h2>
      <div className="form-grid">
        {select('language', CONTENT_LANGUAGES, (v) => t(`announcements.languages.${v}`))}
        {select('type', ANNOUNCEMENT_TYPES, (v) => t(`announcements.types.${v}`))}
        {select('execution', ANNOUNCEMENT_EXECUTIONS, (v) => t(`announcements.executions.${v}`))}
        <TextField
          label={t('announcements.fields.sequence')}
          value={draft.sequence}
          onValue={(v) => set('sequence', v)}
          error={shown(errors.sequence)}
          inputMode="numeric"
          data-testid="announcement-sequence"
        />
        <TextField
          label={t('announcements.fields.title')}
          value={draft.title}
          onValue={(v) => set('title', v)}
          error={shown(errors.title)}
          maxLength={ANNOUNCEMENT_TITLE_MAX + 20}
          data-testid="announcement-title"
        />
        <TextField
          label={t('announcements.fields.startAt')}
          type="datetime-local"
          value={draft.startAt}
          onValue={(v) => set('startAt', v)}
          data-testid="announcement-start"
        />
        <TextField
          label={t('announcements.fields.endAt')}
          type="datetime-local"
          value={draft.endAt}
          onValue={(v) => set('endAt', v)}
          error={shown(errors.endAt)}
          data-testid="announcement-end"
        />
        <label className="row">
          <input
            type="checkbox"
            checked={draft.rewardCenter}
            onChange={(e) => set('rewardCenter', e.target.checked)}
            data-testid="announcement-reward-center"
          />
          {t('announcements.fields.rewardCenter')}
        </label>
        <label className="row">
          <input
            type="checkbox"
            checked={draft.enabled}
            onChange={(e) => set('enabled', e.target.checked)}
            data-testid="announcement-enabled"
          />
          {t('announcements.fields.enabled')}
        </label>
      </div>
      <TextAreaField
        label={t('announcements.fields.content')}
        hint={t('announcements.contentHint')}
        value={draft.content}
        onValue={(v) => set('content', v)}
        rows={8}
        data-testid="announcement-content"
      />
      <div className="row">
        <button
          type="button"
          className="btn"
          disabled={preview.isPending}
          onClick={() => preview.mutate(draft.content)}
          data-testid="announcement-preview"
        >
          {t('announcements.preview')}
        </button>
      </div>
      {preview.isError && <QueryError error={preview.error} />}
      {preview.data && (
        <section aria-label={t('announcements.previewLabel')} className="card">
          <div
            data-testid="announcement-preview-html"
            // Rendered from the server's answer: the HTML as it would be stored, sanitised.
            dangerouslySetInnerHTML={{ __html: preview.data.content }}
          />
        </section>
      )}
      {save.isError && <QueryError error={save.error} />}
      <div className="row">
        <button
          type="submit"
          className="primary"
          disabled={save.isPending}
          data-testid="announcement-save"
        >
          {t('common.save')}
        </button>
        <button type="button" className="btn" onClick={onDone}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
