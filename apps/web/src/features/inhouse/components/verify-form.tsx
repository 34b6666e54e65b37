import type { Dispatch, ReactNode, SetStateAction } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { cx } from '../../../lib/cx.ts';
import type { Verdict } from '../verify-checks.ts';
import common from './common.module.css';
import controls from './controls.module.css';
import styles from './verify.module.css';

/** A labelled form field; `children` renders the control for the label's id. */
export function Field({
  label,
  children,
  hint,
  wide,
}: {
  label: string;
  children: (id: string) => ReactNode;
  hint?: string;
  wide?: boolean;
}) {
  const id = `verify-${label.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <div className={cx(controls.field, wide && styles.wide)}>
      <label className={controls.label} htmlFor={id}>
        {label}
      </label>
      {children(id)}
      {hint && <p className={controls.hint}>{hint}</p>}
    </div>
  );
}

/** The controls of a verifier form whose fields are all text, each bound to one key. */
export function formControls<F extends { [K in keyof F]: string }>(
  form: F,
  setForm: Dispatch<SetStateAction<F>>,
) {
  const update = (key: keyof F, value: string) => setForm((f) => ({ ...f, [key]: value }));
  return {
    update,
    /** A one-line input; seeds and hashes (`mono`) in the monospace font. */
    text:
      (key: keyof F, testId: string, mono = true) =>
      (id: string) => (
        <input
          id={id}
          className={cx(controls.input, mono && styles.mono)}
          value={form[key]}
          spellCheck={false}
          autoComplete="off"
          onChange={(event) => update(key, event.target.value)}
          data-testid={testId}
        />
      ),
    /** A drop-down of fixed choices. */
    select:
      (key: keyof F, testId: string, options: { value: string; label: string }[]) =>
      (id: string) => (
        <select
          id={id}
          className={controls.select}
          value={form[key]}
          onChange={(event) => update(key, event.target.value)}
          data-testid={testId}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ),
  };
}

/** One line of the checks list. */
export function CheckRow({
  label,
  children,
  mono,
  testId,
}: {
  label: string;
  children: ReactNode;
  mono?: boolean;
  testId?: string;
}) {
  return (
    <div>
      <dt>{label}</dt>
      <dd className={mono ? styles.mono : undefined} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

export function CheckMark({ ok }: { ok: boolean | null }) {
  const { t } = useTranslation();
  if (ok === null) return <span className={styles.unknown}>{t('inhouse.verify.notGiven')}</span>;
  return ok ? (
    <span className={styles.ok}>✓ {t('inhouse.verify.ok')}</span>
  ) : (
    <span className={styles.bad}>✗ {t('inhouse.verify.bad')}</span>
  );
}

function VerdictBanner({ verdict, problem }: { verdict: Verdict; problem: string | null }) {
  const { t } = useTranslation();
  return (
    <div
      className={cx(styles.verdict, styles[verdict])}
      role="status"
      data-testid="verify-verdict"
      data-verdict={verdict}
    >
      <strong>{t(`inhouse.verify.verdict.${verdict}`)}</strong>
      {problem && <span>{t(`inhouse.verify.problem.${problem as 'hash'}`)}</span>}
    </div>
  );
}

/** A verifier: the form card beside the result card (verdict, checks, then any details). */
export function VerifierLayout({
  lead,
  fields,
  check,
  checks,
  children,
}: {
  lead?: string;
  fields: ReactNode;
  check: { verdict: Verdict; problem: string | null };
  /** `CheckRow`s. */
  checks: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className={styles.layout}>
      <form className={common.card} onSubmit={(event) => event.preventDefault()} noValidate>
        {lead && <p className={styles.lead}>{lead}</p>}
        <div className={styles.fields}>{fields}</div>
      </form>
      <div className={common.card}>
        <VerdictBanner verdict={check.verdict} problem={check.problem} />
        <dl className={styles.checks}>{checks}</dl>
        {children}
      </div>
    </div>
  );
}
