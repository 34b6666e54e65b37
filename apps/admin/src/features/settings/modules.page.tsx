import { useTranslation } from 'react-i18next';
import { Loading, QueryError } from '../../components/ui/query-error.tsx';
import { useCan } from '../../lib/permissions.ts';
import { useModules } from './api/get-modules.ts';
import { useSetModule } from './api/set-module.ts';
import { ModuleTree } from './components/module-tree.tsx';

/** The white label's module flags as a toggle tree. */
export default function ModulesPage() {
  const { t } = useTranslation();
  const canEdit = useCan('settings.write');
  const modules = useModules();
  const setModule = useSetModule();
  return (
    <>
      <h1>{t('modules.title')}</h1>
      <p className="muted">{t('modules.intro')}</p>
      {!canEdit && <p className="notice">{t('modules.readOnly')}</p>}
      {setModule.isError && <QueryError error={setModule.error} />}
      {modules.isError && (
        <QueryError error={modules.error} onRetry={() => void modules.refetch()} />
      )}
      {modules.isPending && <Loading />}
      {modules.data && (
        <div className="card">
          <ModuleTree
            nodes={modules.data}
            canEdit={canEdit}
            busyId={setModule.isPending ? (setModule.variables?.modId ?? null) : null}
            onToggle={(modId, enabled) => setModule.mutate({ modId, enabled })}
          />
        </div>
      )}
    </>
  );
}
