import type { ReactNode } from 'react';
import { useSearchParams } from '../../../lib/router/index.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useQueryClient } from '@tanstack/react-query';
import type { PointsRatio, PointsSummary } from '@portal/contracts/points';
import { Button } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icons/icon.tsx';
import { LoadError } from '../../../components/ui/load-state.tsx';
import { Tabs, tabPanelProps } from '../../../components/ui/tabs.tsx';
import { useModalStore } from '../../../lib/stores/modal-store.ts';
import { useSessionStore } from '../../../lib/stores/session-store.ts';
import { pointsKey, useDepositMethods, usePointsSummary } from '../api/points.ts';
import { ConvertPanel } from './convert-panel.tsx';
import { MallRewards, type Viewer } from './mall-rewards.tsx';
import { PointsHistoryList, RedemptionList } from './points-lists.tsx';
import { usePointsText, useShortMoney } from './points-text.ts';
import styles from './loyalty.module.css';
// Strings of the player centre arrive with this chunk.
import '../../../lib/i18n/player-centre.ts';

const TABS = ['rewards', 'redemptions', 'history'] as const;
type Tab = (typeof TABS)[number];

/** Specific methods first (by name), the '*' line for every other method last. */
function sortRatios(ratios: PointsRatio[], nameOf: (code: string) => string): PointsRatio[] {
  return [...ratios].sort((a, b) =>
    a.methodCode === '*'
      ? 1
      : b.methodCode === '*'
        ? -1
        : nameOf(a.methodCode).localeCompare(nameOf(b.methodCode)),
  );
}

/** My balance and how I earn points: a line per payment method at my VIP level. */
function PointsCard({ summary }: { summary: PointsSummary }) {
  const { t } = useTranslation();
  const points = usePointsText();
  const money = useShortMoney();
  const methods = useDepositMethods();
  // Ratio lines name a method by code; the deposit methods give its name in the page's language.
  const nameOf = (code: string) => methods.data?.find((m) => m.code === code)?.name ?? code;
  const lines = sortRatios(summary.ratios, nameOf);
  const hasSpecific = lines.some((l) => l.methodCode !== '*');
  const lineText = (line: PointsRatio) => {
    const values = { points: points(1), amount: money(line.amountPerPoint) };
    if (line.methodCode !== '*') {
      return t('pointMallPage.earnMethod', { ...values, method: nameOf(line.methodCode) });
    }
    return hasSpecific ? t('pointMallPage.earnOther', values) : t('pointMallPage.earnAll', values);
  };

  return (
    <section className={styles.pointsCard} aria-labelledby="points-balance-title">
      <div className={styles.vipLevel}>
        <span className={styles.vipCrown} aria-hidden="true">
          <Icon name="trophy" size={30} />
        </span>
        <div className={styles.cardText}>
          <h2 id="points-balance-title" className={styles.muted}>
            {t('pointMallPage.yourPoints')}
          </h2>
          <p className={styles.pointsValue} data-testid="points-balance">
            {points(summary.balance)}
          </p>
          <p className={styles.hint}>{t('pointMallPage.neverExpire')}</p>
        </div>
      </div>
      <div className={styles.cardText}>
        <h3 className={styles.cardTitle}>{t('pointMallPage.earnTitle')}</h3>
        {lines.length === 0 ? (
          <p className={styles.muted}>{t('pointMallPage.earnNone')}</p>
        ) : (
          <ul className={styles.facts} data-testid="points-ratios">
            {lines.map((line) => (
              <li key={`${line.methodCode}|${line.vipLevel}`}>{lineText(line)}</li>
            ))}
          </ul>
        )}
        <p className={styles.hint}>{t('pointMallPage.earnHint')}</p>
      </div>
    </section>
  );
}

/** Visitors and trial accounts: what points are, and the way to an account that earns them. */
function JoinPrompt({ viewer }: { viewer: Exclude<Viewer, 'member'> }) {
  const { t } = useTranslation();
  const openModal = useModalStore((s) => s.openModal);
  const isVisitor = viewer === 'visitor';
  return (
    <section className={styles.pointsCard} aria-labelledby="points-join" data-testid="points-join">
      <div className={styles.vipLevel}>
        <span className={styles.vipCrown} aria-hidden="true">
          <Icon name="trophy" size={30} />
        </span>
        <div className={styles.cardText}>
          <h2 id="points-join" className={styles.cardTitle}>
            {isVisitor ? t('pointMallPage.visitorTitle') : t('playerCentre.trialTitle')}
          </h2>
          <p className={styles.muted}>
            {isVisitor ? t('pointMallPage.visitorText') : t('account.needRealAccount')}
          </p>
          <p className={styles.hint}>{t('pointMallPage.neverExpire')}</p>
        </div>
      </div>
      <div className={styles.value}>
        {isVisitor && (
          <Button onClick={() => openModal('login')} data-testid="points-login">
            {t('header.login')}
          </Button>
        )}
        <Button
          variant={isVisitor ? 'outline' : 'primary'}
          onClick={() => openModal('register')}
          data-testid="points-register"
        >
          {isVisitor ? t('header.register') : t('account.upgradeSubmit')}
        </Button>
      </div>
    </section>
  );
}

interface PointMallViewProps {
  /**
   * The wallet's form that sets the payment password (redeeming and converting need one), given
   * by the page since features do not import each other; `onSaved` reloads the summary.
   */
  passwordSetup?: (onSaved: () => void) => ReactNode;
}

/**
 * /pointMall: my points and how I earn them, converting them to cash (when the site allows it),
 * then the rewards, my redemptions and my points history. Visitors see the rewards and the way
 * to sign in.
 */
export function PointMallView({ passwordSetup }: PointMallViewProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const token = useSessionStore((s) => s.token);
  const isTrial = useSessionStore((s) => s.isTrial);
  const viewer: Viewer = token === null ? 'visitor' : isTrial ? 'trial' : 'member';
  const summary = usePointsSummary();
  const [params, setParams] = useSearchParams();
  const tab: Tab =
    viewer === 'member' ? (TABS.find((id) => id === params.get('tab')) ?? 'rewards') : 'rewards';
  const setTab = (next: Tab) =>
    setParams(next === 'rewards' ? {} : { tab: next }, { replace: true });

  if (viewer !== 'member') {
    return (
      <div className={styles.stack} data-testid="point-mall-view">
        <JoinPrompt viewer={viewer} />
        <section aria-labelledby="point-mall-rewards" className={styles.stack}>
          <h2 id="point-mall-rewards" className={styles.sectionTitle}>
            {t('pointMallPage.tabs.rewards')}
          </h2>
          <MallRewards viewer={viewer} summary={undefined} />
        </section>
      </div>
    );
  }

  return (
    <div className={styles.stack} data-testid="point-mall-view">
      {summary.isPending ? (
        <div
          className={styles.pointsSkeleton}
          aria-busy="true"
          aria-label={t('pointMallPage.loading')}
        />
      ) : summary.isError ? (
        <LoadError
          message={t('pointMallPage.loadFailed')}
          onRetry={() => void summary.refetch()}
          testId="points-error"
        />
      ) : (
        <>
          <div className={styles.pointsTop}>
            <PointsCard summary={summary.data} />
            {summary.data.convertAmountPerPoint !== null && <ConvertPanel summary={summary.data} />}
          </div>
          {!summary.data.hasPaymentPassword &&
            passwordSetup?.(
              () => void queryClient.invalidateQueries({ queryKey: pointsKey(token, 'summary') }),
            )}
        </>
      )}
      <div className={styles.stack}>
        <Tabs
          label={t('pointMallPage.tabsLabel')}
          items={TABS.map((id) => ({ id, label: t(`pointMallPage.tabs.${id}`) }))}
          value={tab}
          onChange={setTab}
          idBase="point-mall"
        />
        <div {...tabPanelProps('point-mall', tab)} className={styles.tabPanel}>
          {tab === 'rewards' && (
            <MallRewards
              viewer="member"
              summary={summary.data}
              onHistory={() => setTab('redemptions')}
            />
          )}
          {tab === 'redemptions' && <RedemptionList />}
          {tab === 'history' && <PointsHistoryList />}
        </div>
      </div>
    </div>
  );
}
