import { useTranslation } from 'react-i18next';

/** The one table row shown when a list has nothing in it. */
export function EmptyRow({ columns }: { columns: number }) {
  const { t } = useTranslation();
  return (
    <tr>
      <td colSpan={columns} className="muted">
        {t('common.empty')}
      </td>
    </tr>
  );
}
