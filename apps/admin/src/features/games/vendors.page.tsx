import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminVendor, AdminVendorUpdate } from '@portal/contracts/admin-games';
import { Loading, QueryError } from '../../components/ui/query-error.tsx';
import { useCan } from '../../lib/permissions.ts';
import { useVendors } from './api/list-vendors.ts';
import { useUpdateVendor } from './api/update-vendor.ts';
import { VendorTable, type VendorEditing } from './components/vendor-table.tsx';

/** Game vendors: maintenance (with an end time), shown or hidden, menu order. */
export default function VendorsPage() {
  const { t } = useTranslation();
  const canEdit = useCan('games.write');
  const vendors = useVendors();
  const mutation = useUpdateVendor();
  const [notice, setNotice] = useState<string | null>(null);

  function update(vendor: AdminVendor, changes: AdminVendorUpdate) {
    setNotice(null);
    mutation.mutate(
      { code: vendor.code, changes },
      { onSuccess: () => setNotice(t('games.saved', { name: `${vendor.code} ${vendor.nameEn}` })) },
    );
  }

  const edit: VendorEditing | null = canEdit
    ? { busyCode: mutation.isPending ? mutation.variables.code : null, update }
    : null;

  return (
    <>
      <h1>{t('games.vendors.title')}</h1>
      <p className="muted">
        {t('games.vendors.intro')} {t('games.live')}
      </p>
      {!canEdit && <p className="notice">{t('games.readOnly')}</p>}
      <div aria-live="polite">{notice && <p className="success">{notice}</p>}</div>
      {mutation.isError && <QueryError error={mutation.error} />}
      {vendors.isError && (
        <QueryError error={vendors.error} onRetry={() => void vendors.refetch()} />
      )}
      {vendors.isPending && <Loading />}
      {vendors.data && <VendorTable rows={vendors.data} edit={edit} />}
    </>
  );
}
