import { useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useGameFormat } from '../format.ts';
import { checkCrash, type CrashForm } from '../verify-checks.ts';
import { CheckMark, CheckRow, Field, formControls, VerifierLayout } from './verify-form.tsx';

/** Checks a crash round: its seed links to the previous round's hash, and the point it gives. */
export function CrashVerifier({ initial }: { initial: CrashForm }) {
  const { t } = useTranslation();
  const format = useGameFormat();
  const [form, setForm] = useState(initial);
  const check = useMemo(() => checkCrash(form), [form]);
  const { text } = formControls(form, setForm);

  return (
    <VerifierLayout
      lead={t('inhouse.verify.crashLead')}
      check={check}
      fields={
        <>
          <Field label={t('inhouse.verify.roundNumber')}>
            {text('roundNumber', 'verify-crash-round', false)}
          </Field>
          <Field label={t('inhouse.verify.claimedPoint')}>
            {text('crashPoint', 'verify-crash-point', false)}
          </Field>
          <Field label={t('inhouse.verify.roundSeed')} wide>
            {text('seed', 'verify-crash-seed')}
          </Field>
          <Field label={t('inhouse.verify.previousHash')} wide>
            {text('seedHash', 'verify-crash-hash')}
          </Field>
          <Field label={t('inhouse.crash.fair.salt')} wide>
            {text('salt', 'verify-crash-salt')}
          </Field>
        </>
      }
      checks={
        <>
          <CheckRow label={t('inhouse.verify.linkCheck')}>
            <CheckMark ok={check.linkOk} />
          </CheckRow>
          <CheckRow label={t('inhouse.verify.crashPoint')} testId="verify-crash-computed">
            {check.point === null ? '—' : format.hundredths(check.point)}
          </CheckRow>
        </>
      }
    />
  );
}
