import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_AUDIENCES, type MessageAudience } from '@portal/contracts/messages';
import { EmptyRow } from '../../components/ui/empty-row.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { Loading, QueryError } from '../../components/ui/query-error.tsx';
import { TextAreaField, TextField } from '../../components/ui/text-field.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { useUiStore } from '../../lib/ui-store.ts';
import { useUrlPage } from '../../lib/use-url-page.ts';
import { useSendMessage, useSentMessages } from './api/messages.ts';

const PAGE_SIZE = 20;
const TITLE_MAX = 100;
const CONTENT_MAX = 2000;

const EMPTY = { titleEn: '', titleBn: '', contentEn: '', contentBn: '' };
type Texts = typeof EMPTY;

/** The form: audience (one member by id), both languages, an optional time to hide it after. */
function MessageForm() {
  const { t } = useTranslation();
  const id = useId();
  const send = useSendMessage();
  const [audience, setAudience] = useState<MessageAudience>('ALL');
  const [memberId, setMemberId] = useState('');
  const [texts, setTexts] = useState<Texts>(EMPTY);
  const [expiresAt, setExpiresAt] = useState('');
  const [tried, setTried] = useState(false);
  const [done, setDone] = useState(false);

  const limitOf = (key: keyof Texts) => (key.startsWith('title') ? TITLE_MAX : CONTENT_MAX);
  const textError = (key: keyof Texts) => {
    const value = texts[key].trim();
    return value.length === 0 || value.length > limitOf(key)
      ? t('messages.required', { max: limitOf(key) })
      : null;
  };
  const memberError =
    audience === 'MEMBER' && !/^[1-9][0-9]{0,15}$/.test(memberId.trim())
      ? t('messages.memberIdInvalid')
      : null;
  const errors = {
    titleEn: textError('titleEn'),
    titleBn: textError('titleBn'),
    contentEn: textError('contentEn'),
    contentBn: textError('contentBn'),
    memberId: memberError,
  };
  const shown = (error: string | null) => (tried ? error : null);

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    setDone(false);
    if (Object.values(errors).some((e) => e !== null)) return;
    send.mutate(
      {
        audience,
        ...(audience === 'MEMBER' ? { memberId: Number(memberId.trim()) } : {}),
        titleEn: texts.titleEn.trim(),
        titleBn: texts.titleBn.trim(),
        contentEn: texts.contentEn.trim(),
        contentBn: texts.contentBn.trim(),
        ...(expiresAt ? { expiresAt: new Date(expiresAt).toISOString() } : {}),
      },
      {
        onSuccess: () => {
          setTexts(EMPTY);
          setMemberId('');
          setExpiresAt('');
          setTried(false);
          setDone(true);
        },
      },
    );
  }

  const field = (key: keyof Texts, area: boolean) => {
    const Field = area ? TextAreaField : TextField;
    return (
      <Field
        label={t(`messages.${key}`)}
        value={texts[key]}
        onValue={(value) => setTexts((old) => ({ ...old, [key]: value }))}
        error={shown(errors[key])}
        maxLength={limitOf(key)}
        {...(key.endsWith('Bn') ? { lang: 'bn' } : { lang: 'en' })}
        data-testid={`message-${key}`}
      />
    );
  };

  return (
    <form onSubmit={submit} noValidate className="card stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} style={{ margin: 0 }}>
        {t('messages.formTitle')}
      </h2>
      <div className="form-grid">
        <div className="field">
          <label htmlFor={`${id}-audience`}>{t('messages.audience')}</label>
          <select
            id={`${id}-audience`}
            value={audience}
            onChange={(e) => setAudience(e.target.value as MessageAudience)}
            data-testid="message-audience"
          >
            {MESSAGE_AUDIENCES.map((a) => (
              <option key={a} value={a}>
                {t(`messages.audiences.${a}`)}
              </option>
            ))}
          </select>
        </div>
        {audience === 'MEMBER' ? (
          <TextField
            label={t('messages.memberId')}
            value={memberId}
            onValue={setMemberId}
            error={shown(errors.memberId)}
            inputMode="numeric"
            data-testid="message-member-id"
          />
        ) : (
          <p className="muted" style={{ alignSelf: 'end' }}>
            {t('messages.broadcastHint')}
          </p>
        )}
        {field('titleEn', false)}
        {field('titleBn', false)}
        {field('contentEn', true)}
        {field('contentBn', true)}
        <TextField
          label={t('messages.expiresAt')}
          type="datetime-local"
          value={expiresAt}
          onValue={setExpiresAt}
          data-testid="message-expires"
        />
      </div>
      {send.isError && <QueryError error={send.error} />}
      <div aria-live="polite">{done && <p className="success">{t('messages.sent')}</p>}</div>
      <div className="row">
        <button
          type="submit"
          className="primary"
          disabled={send.isPending}
          data-testid="message-send"
        >
          {t('messages.send')}
        </button>
      </div>
    </form>
  );
}

/** Player messages: write one to every member, players, agents or one member; what was sent. */
export default function MessagesPage() {
  const { t } = useTranslation();
  const language = useUiStore((s) => s.language);
  const { pageNo, setPage } = useUrlPage();
  const sent = useSentMessages({ pageNo, pageSize: PAGE_SIZE });

  return (
    <>
      <h1>{t('messages.title')}</h1>
      <p className="muted">{t('messages.intro')}</p>
      <MessageForm />
      <h2>{t('messages.listTitle')}</h2>
      {sent.isError && <QueryError error={sent.error} onRetry={() => void sent.refetch()} />}
      {sent.isPending && <Loading />}
      {sent.data && (
        <>
          <div className="table-wrap">
            <table data-testid="sent-messages">
              <thead>
                <tr>
                  <th scope="col">{t('messages.columns.time')}</th>
                  <th scope="col">{t('messages.columns.audience')}</th>
                  <th scope="col">{t('messages.columns.title')}</th>
                  <th scope="col">{t('messages.columns.expires')}</th>
                </tr>
              </thead>
              <tbody>
                {sent.data.list.map((m) => (
                  <tr key={m.id}>
                    <td className="nowrap">{formatDateTime(m.createdAt, language)}</td>
                    <td>
                      {t(`messages.audiences.${m.audience}`)}
                      {m.memberId !== null && <div className="muted mono">#{m.memberId}</div>}
                    </td>
                    <th scope="row">
                      {m.titleEn}
                      <div className="muted" lang="bn">
                        {m.titleBn}
                      </div>
                    </th>
                    <td className="nowrap">
                      {m.expiresAt ? formatDateTime(m.expiresAt, language) : t('messages.never')}
                    </td>
                  </tr>
                ))}
                {sent.data.list.length === 0 && <EmptyRow columns={4} />}
              </tbody>
            </table>
          </div>
          <Pager pageNo={pageNo} pageSize={PAGE_SIZE} total={sent.data.total} onPage={setPage} />
        </>
      )}
    </>
  );
}
