import type { ReactNode } from 'react';
import type { Page } from '@portal/contracts/admin';
import { ConfirmAction } from './confirm-action.tsx';
import { EmptyRow } from './empty-row.tsx';
import { Pager } from './pager.tsx';
import { PromptAction } from './prompt-action.tsx';
import { Loading, QueryError } from './query-error.tsx';

/** The longest reason a member is shown for a rejection. */
const REASON_MAX = 200;

interface DecisionActionsProps {
  approveLabel: string;
  /** Asked before approving. */
  question: string;
  rejectLabel: string;
  reasonLabel: string;
  reasonHint: string;
  /** 1: a reason is required; 0: it may be left empty. */
  reasonMinLength: number;
  busy: boolean;
  /** This row's failed decision; null: none. */
  error: unknown;
  onApprove: () => void;
  onReject: (reason: string) => void;
}

/** A waiting row's Approve (asks first) and Reject (with the reason the member sees). */
export function DecisionActions({
  approveLabel,
  question,
  rejectLabel,
  reasonLabel,
  reasonHint,
  reasonMinLength,
  busy,
  error,
  onApprove,
  onReject,
}: DecisionActionsProps) {
  return (
    <div className="stack">
      <div className="row">
        <ConfirmAction label={approveLabel} question={question} busy={busy} onConfirm={onApprove} />
        <PromptAction
          danger
          label={rejectLabel}
          fieldLabel={reasonLabel}
          hint={reasonHint}
          minLength={reasonMinLength}
          maxLength={REASON_MAX}
          busy={busy}
          onSubmit={onReject}
        />
      </div>
      {error !== null && <QueryError error={error} />}
    </div>
  );
}

interface DecisionDoneProps {
  /** What was just decided; null: nothing (the live region stays, empty). */
  text: string | null;
  /** The way to the view the decided row went to, while another is shown; null: none. */
  show: { label: string; onClick: () => void } | null;
  testId: string;
}

/** The note after a decision, announced politely. */
export function DecisionDone({ text, show, testId }: DecisionDoneProps) {
  return (
    <div aria-live="polite">
      {text !== null && (
        <p className="success row" data-testid={testId}>
          <span>{text}</span>
          {show && (
            <button type="button" className="btn btn-link" onClick={show.onClick}>
              {show.label}
            </button>
          )}
        </p>
      )}
    </div>
  );
}

interface QueueTableProps<T extends { id: number }> {
  /** The page of the queue being shown. */
  list: {
    data: Page<T> | undefined;
    isError: boolean;
    isPending: boolean;
    error: unknown;
    refetch: () => unknown;
  };
  /** The last decision that failed; null: none. */
  failed: { id: number; error: unknown } | null;
  /** Still waiting for a decision (its row offers the buttons, and shows their refusal). */
  isOpen: (item: T) => boolean;
  testId: string;
  /** The header cells, the actions column's included when it is shown. */
  head: ReactNode;
  columns: number;
  row: (item: T) => ReactNode;
  pageNo: number;
  pageSize: number;
  onPage: (pageNo: number) => void;
}

/**
 * A decision queue's table: a refusal shows at its row's buttons; once the row has left the
 * queue (decided, or not in this view), above the table instead. Then the load's error or wait,
 * the rows (the empty row when there are none) and the pager.
 */
export function QueueTable<T extends { id: number }>({
  list,
  failed,
  isOpen,
  testId,
  head,
  columns,
  row,
  pageNo,
  pageSize,
  onPage,
}: QueueTableProps<T>) {
  const isRowGone =
    failed !== null && !list.data?.list.some((item) => item.id === failed.id && isOpen(item));
  return (
    <>
      {isRowGone && <QueryError error={failed.error} />}
      {list.isError && <QueryError error={list.error} onRetry={() => void list.refetch()} />}
      {list.isPending && <Loading />}
      {list.data && (
        <>
          <div className="table-wrap">
            <table data-testid={testId}>
              <thead>
                <tr>{head}</tr>
              </thead>
              <tbody>
                {list.data.list.map((item) => row(item))}
                {list.data.list.length === 0 && <EmptyRow columns={columns} />}
              </tbody>
            </table>
          </div>
          <Pager pageNo={pageNo} pageSize={pageSize} total={list.data.total} onPage={onPage} />
        </>
      )}
    </>
  );
}
