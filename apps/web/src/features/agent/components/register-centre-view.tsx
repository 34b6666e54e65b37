import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { AffiliateLink, AffiliateMember } from '@portal/contracts/agent-team';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { TFunction } from '../../../lib/i18n/translator.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CopyButton } from '../../../components/ui/copy-button.tsx';
import { DataTable, TableResults, type DataColumn } from '../../../components/ui/data-table.tsx';
import { DialogFormFooter, FormDialog } from '../../../components/ui/dialog-form.tsx';
import dialogStyles from '../../../components/ui/dialog-form.module.css';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Icon } from '../../../components/ui/icons/icon.tsx';
import { LoadError, Loading } from '../../../components/ui/load-state.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { QrCode } from '../../../components/ui/qr-code.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorText, fieldDetails } from '../../../lib/api-error.ts';
import { cx } from '../../../lib/cx.ts';
import { formatCount, formatDateTime, formatDay } from '../../../lib/format.ts';
import { showToast } from '../../../lib/stores/toast-store.ts';
import {
  useAffiliateLinks,
  useAffiliateMembers,
  useCreateAffiliateLink,
  useDeleteAffiliateLink,
} from '../api/affiliate.ts';
import { useOpenDownline } from '../api/open-downline.ts';
import {
  AFFILIATE_NAME_MAX,
  DOWNLINE_KINDS,
  OPEN_DOWNLINE_FIELD_MAX,
  type DownlineKind,
} from '../team-constants.ts';
import { usePageParam } from '../../../lib/use-page-param.ts';
import { TEAM_PAGE_SIZE } from '../team-constants.ts';
import segmented from '../../../components/ui/segmented.module.css';
import view from './agent-view.module.css';
import styles from './register.module.css';
import '../../../lib/i18n/agent-centre.ts';

const OPEN_FIELDS = ['username', 'password', 'confirmPassword'] as const;
type OpenField = (typeof OPEN_FIELDS)[number];
type OpenValues = Record<OpenField, string>;
const EMPTY_OPEN: OpenValues = { username: '', password: '', confirmPassword: '' };

/**
 * Opening a player or sub-agent account under the agent: sent encrypted like a registration; the
 * server's field problems (the site's username and password rules) show under their fields.
 */
function OpenDownlineForm() {
  const { t } = useTranslation();
  const open = useOpenDownline();
  const kindLabel = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [kind, setKind] = useState<DownlineKind>('PLAYER');
  const [values, setValues] = useState<OpenValues>(EMPTY_OPEN);
  const [errors, setErrors] = useState<Partial<Record<OpenField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [opened, setOpened] = useState<string | null>(null);

  const change = (field: OpenField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setOpened(null);
  };

  function focusFirstError() {
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus(),
    );
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (open.isPending) return;
    setFormError(null);
    setOpened(null);
    const username = values.username.trim();
    const next: Partial<Record<OpenField, string>> = {};
    if (!username) next.username = t('form.required');
    if (!values.password) next.password = t('form.required');
    if (!values.confirmPassword) next.confirmPassword = t('form.required');
    else if (values.confirmPassword !== values.password) {
      next.confirmPassword = t('form.passwordMismatch');
    }
    setErrors(next);
    if (Object.keys(next).length > 0) {
      focusFirstError();
      return;
    }
    open.mutate(
      { kind, username, password: values.password, confirmPassword: values.confirmPassword },
      {
        onSuccess: (result) => {
          setValues(EMPTY_OPEN);
          setOpened(result.username);
        },
        onError: (error) => {
          const details = fieldDetails(error);
          const known = OPEN_FIELDS.filter((field) => details[field]);
          if (known.length > 0) {
            setErrors(Object.fromEntries(known.map((field) => [field, details[field]])));
            focusFirstError();
          } else {
            setFormError(errorText(error, t));
          }
        },
      },
    );
  }

  const field = (name: OpenField, type: 'text' | 'password', autoComplete: string) => (
    <TextField
      label={t(`agentCentre.register.open.${name}`)}
      type={type}
      value={values[name]}
      onValueChange={(value) => change(name, value)}
      error={errors[name]}
      isRequired
      maxLength={OPEN_DOWNLINE_FIELD_MAX}
      autoComplete={autoComplete}
      autoCapitalize="none"
      spellCheck={false}
      disabled={open.isPending}
      icon={type === 'password' ? 'lock' : 'user'}
      testId={`open-downline-${name}`}
    />
  );

  return (
    <section className={styles.section} aria-labelledby="open-downline-title">
      <h2 id="open-downline-title" className={styles.sectionTitle}>
        {t('agentCentre.register.open.title')}
      </h2>
      <form
        ref={formRef}
        className={styles.form}
        onSubmit={handleSubmit}
        noValidate
        data-testid="open-downline-form"
      >
        <div className={cx(segmented.group, styles.kinds)} role="group" aria-labelledby={kindLabel}>
          <span id={kindLabel} className={segmented.label}>
            {t('agentCentre.register.open.kindLabel')}
          </span>
          <div className={segmented.segments}>
            {DOWNLINE_KINDS.map((option) => (
              <button
                key={option}
                type="button"
                className={segmented.segment}
                aria-pressed={kind === option}
                onClick={() => {
                  setKind(option);
                  setOpened(null);
                }}
                disabled={open.isPending}
                data-testid={`open-downline-kind-${option}`}
              >
                {t(`agentCentre.register.open.kinds.${option}`)}
              </button>
            ))}
          </div>
        </div>
        <div className={styles.fields}>
          {field('username', 'text', 'off')}
          {field('password', 'password', 'new-password')}
          {field('confirmPassword', 'password', 'new-password')}
        </div>
        {formError && (
          <Notice tone="danger" testId="open-downline-error">
            {formError}
          </Notice>
        )}
        {opened && (
          <Notice tone="success" testId="open-downline-done">
            {t('agentCentre.register.open.done', { username: opened })}
          </Notice>
        )}
        <Button
          type="submit"
          className={styles.submit}
          disabled={open.isPending}
          aria-busy={open.isPending}
          data-testid="open-downline-submit"
        >
          <Icon name="userPlus" size={18} />
          {open.isPending ? t('form.submitting') : t('agentCentre.register.open.submit')}
        </Button>
      </form>
    </section>
  );
}

/** The new link's name, checked here (present, short enough) before it is sent. */
function CreateLinkForm({ isFull }: { isFull: boolean }) {
  const { t } = useTranslation();
  const create = useCreateAffiliateLink();
  const [name, setName] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (create.isPending || isFull) return;
    setFormError(null);
    const trimmed = name.trim();
    if (!trimmed) {
      setFieldError(t('form.required'));
      return;
    }
    create.mutate(trimmed, {
      onSuccess: () => {
        setName('');
        showToast('agentCentre.register.links.created', 'success');
      },
      onError: (error) => {
        const details = fieldDetails(error);
        if (details.name) setFieldError(details.name);
        else setFormError(errorText(error, t));
      },
    });
  }

  return (
    <form
      className={styles.createForm}
      onSubmit={handleSubmit}
      noValidate
      data-testid="affiliate-create"
    >
      <TextField
        label={t('agentCentre.register.links.name')}
        value={name}
        onValueChange={(value) => {
          setName(value);
          setFieldError(null);
          setFormError(null);
        }}
        error={fieldError}
        placeholder={t('agentCentre.register.links.namePlaceholder')}
        maxLength={AFFILIATE_NAME_MAX}
        autoComplete="off"
        disabled={create.isPending || isFull}
        hint={isFull ? t('agentCentre.register.links.full') : undefined}
        testId="affiliate-name"
        trailing={
          <Button
            type="submit"
            disabled={create.isPending || isFull}
            data-testid="affiliate-create-submit"
          >
            <Icon name="plus" size={18} />
            {create.isPending ? t('form.submitting') : t('agentCentre.register.links.create')}
          </Button>
        }
      />
      {formError && (
        <Notice tone="danger" testId="affiliate-create-error">
          {formError}
        </Notice>
      )}
    </form>
  );
}

/** One link: its name and day, full address to copy, QR code, counts and delete button. */
function LinkCard({ link, onDelete }: { link: AffiliateLink; onDelete: () => void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const url = `${window.location.origin}${link.registerPath}`;
  return (
    <li className={styles.link} data-testid="affiliate-link">
      <QrCode
        value={url}
        label={t('agentCentre.register.links.qr', { name: link.name })}
        size={96}
        margin={2}
        testId="affiliate-link-qr"
      />
      <div className={styles.linkText}>
        <div className={styles.linkHead}>
          <h3 className={styles.linkName} data-testid="affiliate-link-name">
            {link.name}
          </h3>
          <Button
            variant="ghost"
            size="sm"
            className={styles.delete}
            onClick={onDelete}
            aria-label={t('agentCentre.register.links.deleteLabel', { name: link.name })}
            data-testid="affiliate-link-delete"
          >
            <Icon name="trash" size={16} />
            {t('agentCentre.register.links.delete')}
          </Button>
        </div>
        <p className={styles.url}>
          <span className={styles.address} data-testid="affiliate-link-url">
            {url}
          </span>
          <CopyButton
            text={url}
            label={t('agentCentre.register.links.copy')}
            testId="affiliate-link-copy"
          />
        </p>
        <dl className={styles.linkStats}>
          <div>
            <dt>{t('agentCentre.register.links.clicks')}</dt>
            <dd data-testid="affiliate-link-clicks">{formatCount(link.clicks, language)}</dd>
          </div>
          <div>
            <dt>{t('agentCentre.register.links.registrations')}</dt>
            <dd data-testid="affiliate-link-registrations">
              {formatCount(link.registrations, language)}
            </dd>
          </div>
          <div>
            <dt>{t('agentCentre.register.links.createdAt')}</dt>
            <dd>
              <time dateTime={link.createdAt}>{formatDay(link.createdAt, language)}</time>
            </dd>
          </div>
        </dl>
      </div>
    </li>
  );
}

/** Asks before a link goes, as the contracts' confirmations do; a refusal stays in the dialog. */
function DeleteLinkDialog({ link, onClose }: { link: AffiliateLink; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteAffiliateLink();
  const [error, setError] = useState<string | null>(null);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (remove.isPending) return;
    setError(null);
    remove.mutate(link.id, {
      onSuccess: () => {
        showToast('agentCentre.register.links.deleted', 'success');
        onClose();
      },
      onError: (failure) => setError(errorText(failure, t)),
    });
  }

  return (
    <FormDialog
      title={t('agentCentre.register.links.confirmTitle')}
      testId="affiliate-delete"
      isPending={remove.isPending}
      onClose={onClose}
    >
      <form className={dialogStyles.form} onSubmit={handleSubmit} noValidate>
        <p>{t('agentCentre.register.links.confirmText', { name: link.name })}</p>
        <DialogFormFooter
          error={error}
          errorTestId="affiliate-delete-error"
          submitLabel={t('agentCentre.register.links.delete')}
          submitTestId="affiliate-delete-confirm"
          isPending={remove.isPending}
          onCancel={onClose}
        />
      </form>
    </FormDialog>
  );
}

/** The agent's affiliate links: how many of the most, the new-link form and each link. */
function AffiliateLinks() {
  const { t } = useTranslation();
  const query = useAffiliateLinks();
  const [deleting, setDeleting] = useState<AffiliateLink | null>(null);

  let content: ReactNode;
  if (query.isPending) content = <Loading testId="affiliate-links-loading" />;
  else if (query.isError) {
    content = (
      <LoadError
        message={errorText(query.error, t)}
        onRetry={() => void query.refetch()}
        testId="affiliate-links-error"
      />
    );
  } else {
    const { list, max } = query.data;
    content = (
      <>
        <p className={view.muted} data-testid="affiliate-links-count">
          {t('agentCentre.register.links.count', { count: list.length, max })}
        </p>
        <CreateLinkForm isFull={list.length >= max} />
        {list.length === 0 ? (
          <EmptyState
            illustration="gift"
            title={t('agentCentre.register.links.emptyTitle')}
            text={t('agentCentre.register.links.emptyText')}
            level={3}
            compact
            testId="affiliate-links-empty"
          />
        ) : (
          <ul
            className={styles.links}
            aria-labelledby="affiliate-links-title"
            data-testid="affiliate-links"
          >
            {list.map((link) => (
              <LinkCard key={link.id} link={link} onDelete={() => setDeleting(link)} />
            ))}
          </ul>
        )}
      </>
    );
  }

  return (
    <section className={styles.section} aria-labelledby="affiliate-links-title">
      <div>
        <h2 id="affiliate-links-title" className={styles.sectionTitle}>
          {t('agentCentre.register.links.title')}
        </h2>
        <p className={view.muted}>{t('agentCentre.register.links.hint')}</p>
      </div>
      {content}
      {deleting && <DeleteLinkDialog link={deleting} onClose={() => setDeleting(null)} />}
    </section>
  );
}

function memberColumns(t: TFunction, language: string): DataColumn<AffiliateMember>[] {
  return [
    {
      key: 'username',
      header: t('agentCentre.register.members.columns.username'),
      isTitle: true,
      cell: (row) => (
        <span className={view.username} translate="no">
          {row.username}
        </span>
      ),
    },
    {
      key: 'link',
      header: t('agentCentre.register.members.columns.link'),
      cell: (row) =>
        row.linkName ?? (
          <span className={view.muted}>{t('agentCentre.register.members.ownCode')}</span>
        ),
    },
    {
      key: 'registeredAt',
      header: t('agentCentre.register.members.columns.registeredAt'),
      cell: (row) => (
        <time dateTime={row.registeredAt}>{formatDateTime(row.registeredAt, language)}</time>
      ),
    },
    {
      key: 'deposited',
      header: t('agentCentre.register.members.columns.deposited'),
      cell: (row) => (
        <Badge tone={row.deposited ? 'success' : 'neutral'} testId="affiliate-member-deposited">
          {row.deposited
            ? t('agentCentre.register.members.yes')
            : t('agentCentre.register.members.no')}
        </Badge>
      ),
    },
  ];
}

/** The members who signed up with the agent's code or links, paged in the address. */
function AffiliateMembers() {
  const { t, i18n } = useTranslation();
  const [pageNo, setPageNo] = usePageParam();
  const query = useAffiliateMembers({ pageNo, pageSize: TEAM_PAGE_SIZE });

  let content: ReactNode;
  if (query.isPending) content = <Loading testId="affiliate-members-loading" />;
  else if (query.isError) {
    content = (
      <LoadError
        message={errorText(query.error, t)}
        onRetry={() => void query.refetch()}
        testId="affiliate-members-error"
      />
    );
  } else if (query.data.list.length === 0) {
    content = (
      <EmptyState
        illustration="member"
        title={t('agentCentre.register.members.emptyTitle')}
        text={t('agentCentre.register.members.emptyText')}
        level={3}
        compact
        testId="affiliate-members-empty"
      />
    );
  } else {
    const page = query.data;
    content = (
      <TableResults isFetching={query.isFetching}>
        <DataTable
          caption={t('agentCentre.register.members.caption')}
          columns={memberColumns(t, i18n.language)}
          rows={page.list}
          rowKey={(row) => row.username}
          testId="affiliate-members-table"
          rowTestId="affiliate-member"
        />
        <Pager
          pageNo={page.pageNo}
          pageSize={page.pageSize}
          total={page.total}
          onChange={setPageNo}
          label={t('agentCentre.register.members.pages')}
          isBusy={query.isFetching}
          testId="affiliate-members-pager"
        />
      </TableResults>
    );
  }

  return (
    <section className={styles.section} aria-labelledby="affiliate-members-title">
      <h2 id="affiliate-members-title" className={styles.sectionTitle}>
        {t('agentCentre.register.members.title')}
      </h2>
      {content}
    </section>
  );
}

/**
 * Register centre (the spec's registerCenter): open a downline account, the agent's affiliate
 * links (copy, QR code, clicks and sign-ups; create and delete), and who signed up through them.
 */
export function RegisterCentreView() {
  return (
    <div className={view.stack} data-testid="register-view">
      <OpenDownlineForm />
      <AffiliateLinks />
      <AffiliateMembers />
    </div>
  );
}
