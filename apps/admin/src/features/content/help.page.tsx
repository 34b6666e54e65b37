import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminHelpArticle, AdminHelpCategory } from '@portal/contracts/content';
import { ConfirmAction } from '../../components/ui/confirm-action.tsx';
import { Loading, QueryError } from '../../components/ui/query-error.tsx';
import { TextAreaField, TextField } from '../../components/ui/text-field.tsx';
import { useCan } from '../../lib/permissions.ts';
import {
  useDeleteArticle,
  useDeleteCategory,
  useHelpList,
  useSaveArticle,
  useSaveCategory,
} from './api/content.ts';

const LANGUAGES = ['BN', 'EN'] as const;
type Language = (typeof LANGUAGES)[number];

function CategoryForm({ language, count }: { language: Language; count: number }) {
  const { t } = useTranslation();
  const save = useSaveCategory();
  const [title, setTitle] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!title.trim()) return;
    save.mutate(
      { body: { language, title: title.trim(), sequence: count, enabled: true } },
      { onSuccess: () => setTitle('') },
    );
  }
  return (
    <form onSubmit={submit} className="row" noValidate>
      <TextField
        label={t('siteContent.help.newCategory')}
        value={title}
        onValue={setTitle}
        maxLength={80}
        data-testid="help-category-title"
      />
      <button type="submit" className="primary" disabled={save.isPending}>
        {t('siteContent.help.addCategory')}
      </button>
      {save.isError && <QueryError error={save.error} />}
    </form>
  );
}

const EMPTY = { slug: '', title: '', body: '', sequence: '0', enabled: true };

function ArticleForm({
  categories,
  editing,
  onDone,
}: {
  categories: AdminHelpCategory[];
  editing: AdminHelpArticle | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveArticle();
  const [categoryId, setCategoryId] = useState(editing?.categoryId ?? categories[0]?.id ?? 0);
  const [form, setForm] = useState(
    editing
      ? { ...editing, sequence: String(editing.sequence) }
      : { ...EMPTY, sequence: String(0) },
  );
  const [tried, setTried] = useState(false);
  const errors = {
    slug: /^[a-z0-9-]{1,40}$/.test(form.slug) ? null : t('siteContent.help.slugHint'),
    title: form.title.trim() ? null : t('siteContent.required'),
    body: form.body.trim() ? null : t('siteContent.required'),
  };
  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (Object.values(errors).some((e) => e !== null)) return;
    save.mutate(
      {
        ...(editing ? { id: editing.id } : {}),
        body: {
          categoryId,
          slug: form.slug,
          title: form.title.trim(),
          body: form.body,
          sequence: Number(form.sequence) || 0,
          enabled: form.enabled,
        },
      },
      { onSuccess: onDone },
    );
  }
  return (
    <form onSubmit={submit} noValidate className="card stack" aria-labelledby={`${id}-t`}>
      <h2 id={`${id}-t`} style={{ margin: 0 }}>
        {editing ? t('siteContent.help.editArticle') : t('siteContent.help.newArticle')}
      </h2>
      <div className="form-grid">
        <div className="field">
          <label htmlFor={`${id}-cat`}>{t('siteContent.help.category')}</label>
          <select
            id={`${id}-cat`}
            value={categoryId}
            onChange={(e) => setCategoryId(Number(e.target.value))}
          >
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.title}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label={t('siteContent.help.slug')}
          value={form.slug}
          onValue={(slug) => setForm((f) => ({ ...f, slug }))}
          hint={t('siteContent.help.slugHint')}
          error={tried ? errors.slug : null}
          data-testid="help-slug"
        />
        <TextField
          label={t('siteContent.help.articleTitle')}
          value={form.title}
          onValue={(title) => setForm((f) => ({ ...f, title }))}
          error={tried ? errors.title : null}
          maxLength={120}
          data-testid="help-title"
        />
        <TextField
          label={t('siteContent.help.sequence')}
          value={form.sequence}
          onValue={(sequence) => setForm((f) => ({ ...f, sequence }))}
          inputMode="numeric"
        />
        <TextAreaField
          label={t('siteContent.help.body')}
          value={form.body}
          onValue={(body) => setForm((f) => ({ ...f, body }))}
          hint={t('siteContent.help.bodyHint')}
          error={tried ? errors.body : null}
          data-testid="help-body"
        />
        <label className="row">
          <input
            type="checkbox"
            checked={form.enabled}
            onChange={(e) => setForm((f) => ({ ...f, enabled: e.target.checked }))}
          />
          {t('siteContent.help.enabled')}
        </label>
      </div>
      {save.isError && <QueryError error={save.error} />}
      <div className="row">
        <button type="submit" className="primary" disabled={save.isPending} data-testid="help-save">
          {t('siteContent.help.save')}
        </button>
        {editing && (
          <button type="button" onClick={onDone}>
            {t('siteContent.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}

function CategoryBlock({
  category,
  canWrite,
  onEdit,
}: {
  category: AdminHelpCategory;
  canWrite: boolean;
  onEdit: (article: AdminHelpArticle) => void;
}) {
  const { t } = useTranslation();
  const removeCategory = useDeleteCategory();
  const removeArticle = useDeleteArticle();
  return (
    <section className="card stack" data-testid={`help-category-${category.id}`}>
      <div className="row">
        <h3 style={{ margin: 0 }}>{category.title}</h3>
        {canWrite && (
          <ConfirmAction
            label={t('siteContent.delete')}
            question={t('siteContent.help.deleteCategoryQuestion')}
            danger
            onConfirm={() => removeCategory.mutate(category.id)}
          />
        )}
      </div>
      <ul>
        {category.articles.map((a) => (
          <li key={a.id} className="row">
            <span>
              {a.title} <span className="muted mono">#{a.slug}</span>
              {!a.enabled && <span className="muted"> ({t('siteContent.banners.off')})</span>}
            </span>
            {canWrite && (
              <>
                <button type="button" onClick={() => onEdit(a)}>
                  {t('siteContent.edit')}
                </button>
                <ConfirmAction
                  label={t('siteContent.delete')}
                  question={t('siteContent.help.deleteArticleQuestion')}
                  danger
                  onConfirm={() => removeArticle.mutate(a.id)}
                />
              </>
            )}
          </li>
        ))}
      </ul>
      {(removeCategory.error ?? removeArticle.error) && (
        <QueryError error={removeCategory.error ?? removeArticle.error} />
      )}
    </section>
  );
}

/** Help centre: categories and articles per language; article HTML is sanitised on save. */
export default function HelpCentrePage() {
  const { t } = useTranslation();
  const id = useId();
  const help = useHelpList();
  const canWrite = useCan('content.write');
  const [language, setLanguage] = useState<Language>('BN');
  const [editing, setEditing] = useState<AdminHelpArticle | null>(null);
  const [formKey, setFormKey] = useState(0);
  const categories = (help.data?.categories ?? []).filter((c) => c.language === language);

  return (
    <>
      <h1>{t('siteContent.help.title')}</h1>
      <p className="muted">{t('siteContent.help.intro')}</p>
      <div className="field" style={{ maxWidth: 240 }}>
        <label htmlFor={`${id}-lang`}>{t('siteContent.help.language')}</label>
        <select
          id={`${id}-lang`}
          value={language}
          onChange={(e) => {
            setLanguage(e.target.value as Language);
            setEditing(null);
            setFormKey((k) => k + 1);
          }}
          data-testid="help-language"
        >
          {LANGUAGES.map((l) => (
            <option key={l} value={l}>
              {t(`siteContent.help.languages.${l}`)}
            </option>
          ))}
        </select>
      </div>
      {help.isError && <QueryError error={help.error} onRetry={() => void help.refetch()} />}
      {help.isPending && <Loading />}
      {help.data && (
        <>
          {canWrite && <CategoryForm language={language} count={categories.length} />}
          {categories.map((c) => (
            <CategoryBlock
              key={c.id}
              category={c}
              canWrite={canWrite}
              onEdit={(a) => {
                setEditing(a);
                setFormKey((k) => k + 1);
              }}
            />
          ))}
          {canWrite && categories.length > 0 && (
            <ArticleForm
              key={`${language}-${formKey}`}
              categories={categories}
              editing={editing}
              onDone={() => {
                setEditing(null);
                setFormKey((k) => k + 1);
              }}
            />
          )}
        </>
      )}
    </>
  );
}
