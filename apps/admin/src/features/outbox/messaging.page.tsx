import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SMTP_SECURITY,
  type MessagingSettings,
  type MessagingSettingsUpdate,
} from '@portal/contracts/outbound';
import { Loading, QueryError } from '../../components/ui/query-error.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { useUiStore } from '../../lib/ui-store.ts';
import {
  useMessagingSettings,
  useMessagingTest,
  useSaveMessagingSettings,
} from './api/messaging-settings.ts';

type Security = (typeof SMTP_SECURITY)[number];

interface Draft {
  emailOn: boolean;
  host: string;
  port: string;
  security: Security;
  username: string;
  password: string;
  fromAddress: string;
  fromName: string;
  smsOwn: boolean;
  url: string;
  keyId: string;
  secret: string;
  from: string;
}

function draftOf(s: MessagingSettings): Draft {
  return {
    emailOn: s.smtp !== null,
    host: s.smtp?.host ?? '',
    port: String(s.smtp?.port ?? 587),
    security: s.smtp?.security ?? 'starttls',
    username: s.smtp?.username ?? '',
    password: '',
    fromAddress: s.smtp?.fromAddress ?? '',
    fromName: s.smtp?.fromName ?? '',
    smsOwn: s.sms !== null,
    url: s.sms?.url ?? '',
    keyId: s.sms?.keyId ?? '',
    secret: '',
    from: s.sms?.from ?? '',
  };
}

/** What the form sends: empty secret fields keep the stored ones. */
function updateOf(d: Draft): MessagingSettingsUpdate {
  return {
    smtp: d.emailOn
      ? {
          host: d.host.trim(),
          port: Number(d.port),
          security: d.security,
          username: d.username.trim() || null,
          ...(d.password ? { password: d.password } : {}),
          fromAddress: d.fromAddress.trim(),
          fromName: d.fromName.trim(),
        }
      : null,
    sms: d.smsOwn
      ? {
          url: d.url.trim(),
          keyId: d.keyId.trim(),
          ...(d.secret ? { secret: d.secret } : {}),
          from: d.from.trim() || null,
        }
      : null,
  };
}

function SettingsForm({ settings }: { settings: MessagingSettings }) {
  const { t } = useTranslation();
  const id = useId();
  const language = useUiStore((s) => s.language);
  const save = useSaveMessagingSettings();
  const [draft, setDraft] = useState<Draft>(() => draftOf(settings));
  const [saved, setSaved] = useState(false);
  const set =
    <K extends keyof Draft>(key: K) =>
    (value: Draft[K]) => {
      setSaved(false);
      setDraft((old) => ({ ...old, [key]: value }));
    };

  function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    save.mutate(updateOf(draft), {
      onSuccess: (next) => {
        setDraft(draftOf(next));
        setSaved(true);
      },
    });
  }

  const keepHint = (isSet: boolean | undefined) =>
    isSet ? t('messaging.secretStored') : t('messaging.secretNone');

  return (
    <form onSubmit={submit} noValidate className="stack" data-testid="messaging-form">
      <section className="card stack" aria-labelledby={`${id}-email`}>
        <h2 id={`${id}-email`} style={{ margin: 0 }}>
          {t('messaging.emailTitle')}
        </h2>
        <label className="row">
          <input
            type="checkbox"
            checked={draft.emailOn}
            onChange={(e) => set('emailOn')(e.target.checked)}
            data-testid="messaging-email-on"
          />
          {t('messaging.emailOn')}
        </label>
        {!draft.emailOn && <p className="muted">{t('messaging.emailOff')}</p>}
        {draft.emailOn && (
          <div className="form-grid">
            <TextField label={t('messaging.host')} value={draft.host} onValue={set('host')} />
            <TextField
              label={t('messaging.port')}
              value={draft.port}
              onValue={set('port')}
              inputMode="numeric"
            />
            <div className="field">
              <label htmlFor={`${id}-security`}>{t('messaging.security')}</label>
              <select
                id={`${id}-security`}
                value={draft.security}
                onChange={(e) => set('security')(e.target.value as Security)}
              >
                {SMTP_SECURITY.map((s) => (
                  <option key={s} value={s}>
                    {t(`messaging.securities.${s}`)}
                  </option>
                ))}
              </select>
            </div>
            <TextField
              label={t('messaging.username')}
              value={draft.username}
              onValue={set('username')}
              autoComplete="off"
            />
            <TextField
              label={t('messaging.password')}
              type="password"
              value={draft.password}
              onValue={set('password')}
              hint={keepHint(settings.smtp?.passwordSet)}
              autoComplete="new-password"
            />
            <TextField
              label={t('messaging.fromAddress')}
              type="email"
              value={draft.fromAddress}
              onValue={set('fromAddress')}
            />
            <TextField
              label={t('messaging.fromName')}
              value={draft.fromName}
              onValue={set('fromName')}
            />
          </div>
        )}
      </section>
      <section className="card stack" aria-labelledby={`${id}-sms`}>
        <h2 id={`${id}-sms`} style={{ margin: 0 }}>
          {t('messaging.smsTitle')}
        </h2>
        <label className="row">
          <input
            type="checkbox"
            checked={draft.smsOwn}
            onChange={(e) => set('smsOwn')(e.target.checked)}
            data-testid="messaging-sms-own"
          />
          {t('messaging.smsOwn')}
        </label>
        {!draft.smsOwn && (
          <p className="muted">
            {settings.smsDefault
              ? t('messaging.smsDefault', { url: settings.smsDefault.url })
              : t('messaging.smsNone')}
          </p>
        )}
        {draft.smsOwn && (
          <div className="form-grid">
            <TextField label={t('messaging.url')} value={draft.url} onValue={set('url')} />
            <TextField label={t('messaging.keyId')} value={draft.keyId} onValue={set('keyId')} />
            <TextField
              label={t('messaging.secret')}
              type="password"
              value={draft.secret}
              onValue={set('secret')}
              hint={keepHint(settings.sms?.secretSet)}
              autoComplete="new-password"
            />
            <TextField label={t('messaging.smsFrom')} value={draft.from} onValue={set('from')} />
          </div>
        )}
      </section>
      {save.isError && <QueryError error={save.error} />}
      <div aria-live="polite">{saved && <p className="success">{t('messaging.saved')}</p>}</div>
      <div className="row">
        <button
          type="submit"
          className="btn btn-primary"
          disabled={save.isPending}
          data-testid="messaging-save"
        >
          {t('messaging.save')}
        </button>
        {settings.updatedAt && (
          <span className="muted">
            {t('messaging.updatedAt', { time: formatDateTime(settings.updatedAt, language) })}
          </span>
        )}
      </div>
    </form>
  );
}

/** Sends one test message with the saved settings and shows what the provider said. */
function TestSend() {
  const { t } = useTranslation();
  const id = useId();
  const test = useMessagingTest();
  const [channel, setChannel] = useState<'email' | 'sms'>('sms');
  const [to, setTo] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    test.mutate({ channel, to: to.trim() });
  }

  return (
    <form onSubmit={submit} noValidate className="card stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} style={{ margin: 0 }}>
        {t('messaging.testTitle')}
      </h2>
      <p className="muted">{t('messaging.testIntro')}</p>
      <div className="form-grid">
        <div className="field">
          <label htmlFor={`${id}-channel`}>{t('messaging.channel')}</label>
          <select
            id={`${id}-channel`}
            value={channel}
            onChange={(e) => setChannel(e.target.value as 'email' | 'sms')}
            data-testid="messaging-test-channel"
          >
            <option value="sms">{t('messaging.channels.sms')}</option>
            <option value="email">{t('messaging.channels.email')}</option>
          </select>
        </div>
        <TextField
          label={channel === 'sms' ? t('messaging.testPhone') : t('messaging.testEmail')}
          value={to}
          onValue={setTo}
          data-testid="messaging-test-to"
        />
      </div>
      {test.isError && <QueryError error={test.error} />}
      <div aria-live="polite" data-testid="messaging-test-result">
        {test.data &&
          (test.data.delivered ? (
            <p className="success">
              {t('messaging.testDelivered', { id: test.data.providerMessageId ?? '—' })}
            </p>
          ) : (
            <p role="alert" className="alert">
              {t('messaging.testFailed', { error: test.data.error ?? '' })}
            </p>
          ))}
      </div>
      <div className="row">
        <button
          type="submit"
          className="btn"
          disabled={test.isPending}
          data-testid="messaging-test-send"
        >
          {t('messaging.testSend')}
        </button>
      </div>
    </form>
  );
}

/** Messaging: how this white label's email (SMTP) and sms (signed gateway) leave the site. */
export default function MessagingPage() {
  const { t } = useTranslation();
  const settings = useMessagingSettings();
  return (
    <>
      <h1>{t('messaging.title')}</h1>
      <p className="muted">{t('messaging.intro')}</p>
      {settings.isError && (
        <QueryError error={settings.error} onRetry={() => void settings.refetch()} />
      )}
      {settings.isPending && <Loading />}
      <div className="stack">
        {settings.data && <SettingsForm settings={settings.data} />}
        <TestSend />
      </div>
    </>
  );
}
