import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PromotionForm } from './promotion-form.tsx';

/**
 * "New promotion" (loyalty.configure): pick the kind and how often a member gets it, then the
 * same terms form a promotion is changed with, with its preview; created, it joins the list.
 */
export function PromotionBuilder() {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState<string | null>(null);

  return (
    <div className="stack">
      <div aria-live="polite">
        {created && (
          <p className="success" data-testid="promotion-created">
            {t('promotions.create.created', { code: created })}
          </p>
        )}
      </div>
      {open ? (
        <section
          className="card stack"
          aria-labelledby={`${id}-title`}
          data-testid="promotion-builder"
        >
          <h2 id={`${id}-title`} style={{ margin: 0 }}>
            {t('promotions.create.title')}
          </h2>
          <p className="muted" style={{ margin: 0 }}>
            {t('promotions.create.intro')}
          </p>
          <PromotionForm
            promotion={null}
            onCancel={() => setOpen(false)}
            onCreated={(promotion) => {
              setOpen(false);
              setCreated(promotion.code);
            }}
          />
        </section>
      ) : (
        <div className="row">
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              setCreated(null);
              setOpen(true);
            }}
            data-testid="promotion-new"
          >
            {t('promotions.create.open')}
          </button>
        </div>
      )}
    </div>
  );
}
