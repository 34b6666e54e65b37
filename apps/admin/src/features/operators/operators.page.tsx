import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  OPERATOR_PASSWORD_MAX,
  OPERATOR_PASSWORD_MIN,
  OPERATOR_ROLES,
  type AdminOperatorRow,
  type OperatorRole,
} from '@portal/contracts/admin';
import { PATTERNS } from '@portal/contracts/patterns';
import { ConfirmAction } from '../../components/ui/confirm-action.tsx';
import { EmptyRow } from '../../components/ui/empty-row.tsx';
import { Loading, QueryError } from '../../components/ui/query-error.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { useSessionStore } from '../../lib/session-store.ts';
import { useUiStore } from '../../lib/ui-store.ts';
import {
  useCreateOperator,
  useOperators,
  useResetOperatorPassword,
  useResetOperatorTotp,
  useSetOperatorRole,
  useSetOperatorStatus,
} from './api/operators.ts';

const USERNAME = /^[A-Za-z][A-Za-z0-9_.-]{2,31}$/;

const isStrong = (password: string) =>
  password.length >= OPERATOR_PASSWORD_MIN &&
  password.length <= OPERATOR_PASSWORD_MAX &&
  PATTERNS.STRONG_PASSWORD.test(password);

/** A generated password, shown once with its operator's name. */
function SecretNotice({
  name,
  password,
  onDone,
}: {
  name: string;
  password: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="card stack notice" data-testid="operator-secret">
      <strong>{t('operators.secretTitle', { name })}</strong>
      <code
        className="mono"
        style={{ fontSize: '1.1rem', wordBreak: 'break-all' }}
        data-testid="operator-secret-value"
      >
        {password}
      </code>
      <p className="muted" style={{ margin: 0 }}>
        {t('operators.secretNote')}
      </p>
      <div className="row">
        <button type="button" className="btn" onClick={onDone}>
          {t('operators.secretDone')}
        </button>
      </div>
    </div>
  );
}

function CreateForm({ onSecret }: { onSecret: (name: string, password: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const create = useCreateOperator();
  const [username, setUsername] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [role, setRole] = useState<OperatorRole>('support');
  const [password, setPassword] = useState('');
  const [tried, setTried] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const errors = {
    username: USERNAME.test(username.trim()) ? null : t('operators.usernameInvalid'),
    password: password === '' || isStrong(password) ? null : t('operators.passwordWeak'),
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    setCreated(null);
    if (errors.username || errors.password) return;
    create.mutate(
      {
        username: username.trim(),
        role,
        ...(displayName.trim() ? { displayName: displayName.trim() } : {}),
        ...(password ? { password } : {}),
      },
      {
        onSuccess: (answer) => {
          setCreated(answer.operator.username);
          if (answer.password) onSecret(answer.operator.username, answer.password);
          setUsername('');
          setDisplayName('');
          setPassword('');
          setTried(false);
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="card stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} style={{ margin: 0 }}>
        {t('operators.create')}
      </h2>
      <div className="form-grid">
        <TextField
          label={t('operators.username')}
          value={username}
          onValue={setUsername}
          error={tried ? errors.username : null}
          maxLength={32}
          autoComplete="off"
          data-testid="operator-username"
        />
        <TextField
          label={t('operators.displayName')}
          value={displayName}
          onValue={setDisplayName}
          maxLength={60}
          data-testid="operator-display-name"
        />
        <div className="field">
          <label htmlFor={`${id}-role`}>{t('operators.role')}</label>
          <select
            id={`${id}-role`}
            value={role}
            onChange={(e) => setRole(e.target.value as OperatorRole)}
            data-testid="operator-role"
          >
            {OPERATOR_ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`roles.${r}`)}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label={t('operators.password')}
          type="password"
          value={password}
          onValue={setPassword}
          error={tried ? errors.password : null}
          hint={t('operators.passwordHint')}
          maxLength={OPERATOR_PASSWORD_MAX}
          autoComplete="new-password"
          data-testid="operator-password"
        />
      </div>
      {create.isError && <QueryError error={create.error} />}
      <div aria-live="polite">
        {created && <p className="success">{t('operators.created', { name: created })}</p>}
      </div>
      <div className="row">
        <button
          type="submit"
          className="btn btn-primary"
          disabled={create.isPending}
          data-testid="operator-create"
        >
          {t('operators.submit')}
        </button>
      </div>
    </form>
  );
}

/** One operator's row: role, status, authenticator and the actions (never on oneself). */
function OperatorRowView({
  row,
  self,
  onSecret,
}: {
  row: AdminOperatorRow;
  self: boolean;
  onSecret: (name: string, password: string) => void;
}) {
  const { t } = useTranslation();
  const language = useUiStore((s) => s.language);
  const status = useSetOperatorStatus();
  const role = useSetOperatorRole();
  const password = useResetOperatorPassword();
  const totp = useResetOperatorTotp();
  const failure = status.error ?? role.error ?? password.error ?? totp.error;
  const busy = status.isPending || role.isPending || password.isPending || totp.isPending;
  const name = row.username;
  return (
    <tr data-testid={`operator-row-${name}`}>
      <th scope="row">
        {name}
        {self && <span className="muted"> ({t('operators.you')})</span>}
        {row.displayName !== name && <div className="muted">{row.displayName}</div>}
      </th>
      <td>
        {self ? (
          t(`roles.${row.role}`)
        ) : (
          <select
            aria-label={t('operators.changeRole', { name })}
            value={row.role}
            disabled={busy}
            onChange={(e) => role.mutate({ id: row.id, role: e.target.value as OperatorRole })}
            style={{ minInlineSize: '8rem' }}
            data-testid={`operator-role-${name}`}
          >
            {OPERATOR_ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`roles.${r}`)}
              </option>
            ))}
          </select>
        )}
      </td>
      <td>{t(`operators.statuses.${row.status}`)}</td>
      <td>{row.totpBound ? t('operators.totpBound') : t('operators.totpPending')}</td>
      <td className="nowrap">
        {row.lastLoginAt ? formatDateTime(row.lastLoginAt, language) : t('operators.never')}
      </td>
      <td>
        {!self && (
          <div className="row">
            {row.status === 'ACTIVE' ? (
              <ConfirmAction
                label={t('operators.disable')}
                question={t('operators.confirmDisable', { name })}
                danger
                busy={busy}
                onConfirm={() => status.mutate({ id: row.id, status: 'DISABLED' })}
              />
            ) : (
              <button
                type="button"
                className="btn"
                disabled={busy}
                onClick={() => status.mutate({ id: row.id, status: 'ACTIVE' })}
              >
                {t('operators.enable')}
              </button>
            )}
            <ConfirmAction
              label={t('operators.resetPassword')}
              question={t('operators.confirmResetPassword', { name })}
              busy={busy}
              onConfirm={() =>
                password.mutate(row.id, {
                  onSuccess: (answer) => answer.password && onSecret(name, answer.password),
                })
              }
            />
            <ConfirmAction
              label={t('operators.resetTotp')}
              question={t('operators.confirmResetTotp', { name })}
              busy={busy}
              onConfirm={() => totp.mutate(row.id)}
            />
          </div>
        )}
        {failure && <QueryError error={failure} />}
      </td>
    </tr>
  );
}

/** Operator accounts of the white label (owner). */
export default function OperatorsPage() {
  const { t } = useTranslation();
  const me = useSessionStore((s) => s.session?.operator.username);
  const list = useOperators();
  const [secret, setSecret] = useState<{ name: string; password: string } | null>(null);
  const onSecret = (name: string, password: string) => setSecret({ name, password });
  return (
    <>
      <h1>{t('operators.title')}</h1>
      <p className="muted">{t('operators.intro')}</p>
      {secret && (
        <SecretNotice
          name={secret.name}
          password={secret.password}
          onDone={() => setSecret(null)}
        />
      )}
      <CreateForm onSecret={onSecret} />
      {list.isError && <QueryError error={list.error} onRetry={() => void list.refetch()} />}
      {list.isPending && <Loading />}
      {list.data && (
        <div className="table-wrap">
          <table data-testid="operator-list">
            <thead>
              <tr>
                <th scope="col">{t('operators.columns.username')}</th>
                <th scope="col">{t('operators.columns.role')}</th>
                <th scope="col">{t('operators.columns.status')}</th>
                <th scope="col">{t('operators.columns.totp')}</th>
                <th scope="col">{t('operators.columns.lastLogin')}</th>
                <th scope="col">{t('operators.columns.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((row) => (
                <OperatorRowView
                  key={row.id}
                  row={row}
                  self={row.username.toLowerCase() === me?.toLowerCase()}
                  onSecret={onSecret}
                />
              ))}
              {list.data.length === 0 && <EmptyRow columns={6} />}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
