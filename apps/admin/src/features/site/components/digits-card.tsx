import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BN_DIGITS, type BnDigits } from '@portal/contracts/system';
import { Loading, QueryError } from '../../../components/ui/query-error.tsx';
import { useDigits, useSetDigits } from '../api/site.ts';

/** Bengali or Latin digits on the white label's Bengali pages (issue 14); audited. */
export function DigitsCard() {
  const { t } = useTranslation();
  const id = useId();
  const digits = useDigits();
  const save = useSetDigits();
  const [picked, setPicked] = useState<BnDigits | null>(null);
  const current = picked ?? digits.data?.bnDigits ?? 'bengali';

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate({ bnDigits: current }, { onSuccess: () => setPicked(null) });
  }

  return (
    <section className="card stack" aria-labelledby={`${id}-title`} data-testid="site-digits">
      <h2 id={`${id}-title`} style={{ margin: 0 }}>
        {t('site.digits.title')}
      </h2>
      <p className="muted">{t('site.digits.hint')}</p>
      {digits.isError && <QueryError error={digits.error} onRetry={() => void digits.refetch()} />}
      {digits.isPending && <Loading />}
      {digits.data && (
        <form className="stack" onSubmit={submit}>
          <fieldset>
            <legend className="visually-hidden">{t('site.digits.title')}</legend>
            <div className="row">
              {BN_DIGITS.map((choice) => (
                <label key={choice} className="choice">
                  <input
                    type="radio"
                    name={`${id}-digits`}
                    value={choice}
                    checked={current === choice}
                    onChange={() => setPicked(choice)}
                    data-testid={`digits-${choice}`}
                  />
                  {t(`site.digits.${choice}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="row">
            <button
              type="submit"
              className="btn"
              disabled={save.isPending || current === digits.data.bnDigits}
              data-testid="digits-save"
            >
              {t('site.digits.save')}
            </button>
            {save.isSuccess && picked === null && (
              <p className="notice" role="status">
                {t('site.digits.saved')}
              </p>
            )}
          </div>
          {save.error && <QueryError error={save.error} />}
        </form>
      )}
    </section>
  );
}
