import { useTranslation } from 'react-i18next';
import { Loading, QueryError } from '../../components/ui/query-error.tsx';
import { useCan } from '../../lib/permissions.ts';
import { useRegisterFields } from './api/get-register-fields.ts';
import { useSaveRegisterFields } from './api/save-register-fields.ts';
import { FieldSettingsTable } from './components/field-settings-table.tsx';

/** Registration field rules: shown, required, pattern and lengths per field. */
export default function FieldsPage() {
  const { t } = useTranslation();
  const canEdit = useCan('settings.write');
  const fields = useRegisterFields();
  const save = useSaveRegisterFields();
  return (
    <>
      <h1>{t('fields.title')}</h1>
      <p className="muted">{t('fields.intro')}</p>
      {!canEdit && <p className="notice">{t('fields.readOnly')}</p>}
      <div aria-live="polite">
        {save.isSuccess && <p className="success">{t('common.saved')}</p>}
      </div>
      {save.isError && <QueryError error={save.error} />}
      {fields.isError && <QueryError error={fields.error} onRetry={() => void fields.refetch()} />}
      {fields.isPending && <Loading />}
      {fields.data && (
        <FieldSettingsTable
          // A saved answer resets the draft to what the server now holds.
          key={fields.dataUpdatedAt}
          rows={fields.data}
          canEdit={canEdit}
          saving={save.isPending}
          onSave={(rows) => save.mutate(rows)}
        />
      )}
    </>
  );
}
