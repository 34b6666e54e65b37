import { useTranslation } from 'react-i18next';
import type {
  ContractKind,
  ContractStatus,
  DividendPeriod,
  Settlement,
} from '@portal/contracts/agents';
import { StatusBadge, type Tone } from '../../../components/ui/status-badge.tsx';

type SettlementStatus = Settlement['status'];

// Records rather than the contracts' arrays (CONTRACT_KINDS…): that module would bring zod into
// the console bundle, and a Record still fails to compile when the contracts gain a value.
const KINDS: Record<ContractKind, true> = {
  DAILY_SALARY: true,
  HOURLY_SALARY: true,
  REALTIME_SALARY: true,
  DIVIDEND: true,
};
const PERIODS: Record<DividendPeriod, true> = { D: true, W: true, H: true, M: true };
const CONTRACT_TONE: Record<ContractStatus, Tone> = {
  PENDING: 'warn',
  ACTIVE: 'ok',
  REJECTED: 'bad',
  WITHDRAWN: 'plain',
  ENDED: 'plain',
};
const SETTLEMENT_TONE: Record<SettlementStatus, Tone> = { PAID: 'ok', HELD: 'warn', NONE: 'plain' };

export const CONTRACT_KINDS = Object.keys(KINDS) as ContractKind[];
export const DIVIDEND_PERIODS = Object.keys(PERIODS) as DividendPeriod[];
export const SETTLEMENT_STATUSES = Object.keys(SETTLEMENT_TONE) as SettlementStatus[];
/** The most tiers a contract has (the contracts' MAX_CONTRACT_TIERS). */
export const MAX_TIERS = 10;

/** A contract's kind, a dividend's with its period ("Dividend, weekly"). */
export function ContractKindLabel({
  kind,
  period,
}: {
  kind: ContractKind;
  period: DividendPeriod | null;
}) {
  const { t } = useTranslation();
  const name = t(`agents.kinds.${kind}`);
  if (period === null) return <>{name}</>;
  return <>{t('agents.kindWithPeriod', { kind: name, period: t(`agents.periods.${period}`) })}</>;
}

export function ContractStatusBadge({ status }: { status: ContractStatus }) {
  const { t } = useTranslation();
  return (
    <StatusBadge tone={CONTRACT_TONE[status]}>{t(`agents.contractStatus.${status}`)}</StatusBadge>
  );
}

export function SettlementStatusBadge({ status }: { status: SettlementStatus }) {
  const { t } = useTranslation();
  return (
    <StatusBadge tone={SETTLEMENT_TONE[status]}>
      {t(`agents.settlementStatus.${status}`)}
    </StatusBadge>
  );
}
