import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { TextField } from '../../../components/ui/text-field.tsx';

interface NewPasswordFieldsProps {
  password: string;
  confirm: string;
  onPasswordChange: (value: string) => void;
  onConfirmChange: (value: string) => void;
  errors: { password?: string | undefined; confirm?: string | undefined };
  /** Prefix of the fields' test ids: `<prefix>-password`, `<prefix>-confirm`. */
  testIdPrefix: string;
}

/** A new password and its confirmation, as the reset flows ask for them. */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('form.newPassword')}
        type="password"
        value={props.password}
        onValueChange={props.onPasswordChange}
        error={props.errors.password}
        icon="lock"
        autoComplete="new-password"
        isRequired
        maxLength={128}
        testId={`${props.testIdPrefix}-password`}
      />
      <TextField
        label={t('form.confirmPassword')}
        type="password"
        value={props.confirm}
        onValueChange={props.onConfirmChange}
        error={props.errors.confirm}
        icon="lock"
        autoComplete="new-password"
        isRequired
        maxLength={128}
        testId={`${props.testIdPrefix}-confirm`}
      />
    </>
  );
}
