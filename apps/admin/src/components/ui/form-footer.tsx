import type { ReactNode } from 'react';
import { ApiError } from '../../lib/api-error.ts';
import { QueryError } from './query-error.tsx';

/** The server's field refusals (VALIDATION_FAILED), each named by `labelOf` (else its path). */
export function ServerDetails({
  error,
  labelOf = (path) => path,
  testId,
}: {
  error: unknown;
  labelOf?: ((path: string) => string) | undefined;
  testId: string;
}) {
  if (!(error instanceof ApiError) || error.details.length === 0) return null;
  return (
    <ul className="field-error" data-testid={testId}>
      {error.details.map((d) => (
        <li key={`${d.path}|${d.message}`}>
          {labelOf(d.path)}: {d.message}
        </li>
      ))}
    </ul>
  );
}

interface FormFooterProps {
  /** The alert after a save was tried with fields needing attention; null: nothing to say. */
  invalid: string | null;
  /** The failed save (null when none): its message in the operator's language, its fields. */
  error: unknown;
  /** Names a refused field's path for the operator (else the path is shown). */
  labelOf?: (path: string) => string;
  detailsTestId: string;
  /** The buttons show only to operators who may change the form. */
  editable: boolean;
  busy: boolean;
  saveLabel: string;
  saveTestId: string;
  /** The note once the last save went through; null: none. */
  saved: string | null;
  /** Brings the saved values back (or closes a new one's form). */
  discard?: { label: string; onClick: () => void };
  /** More buttons, before Discard. */
  children?: ReactNode;
  /** After the saved note (a limit reached). */
  note?: ReactNode;
}

/**
 * The end of a settings form, the same on every one: the "needs attention" alert, the server's
 * refusal with its field details, then Discard, Save and the saved note.
 */
export function FormFooter({
  invalid,
  error,
  labelOf,
  detailsTestId,
  editable,
  busy,
  saveLabel,
  saveTestId,
  saved,
  discard,
  children,
  note,
}: FormFooterProps) {
  return (
    <>
      {invalid && (
        <p role="alert" className="alert">
          {invalid}
        </p>
      )}
      {error !== null && error !== undefined && (
        <>
          <QueryError error={error} />
          <ServerDetails error={error} labelOf={labelOf} testId={detailsTestId} />
        </>
      )}
      {editable && (
        <div className="row">
          {children}
          {discard && (
            <button type="button" className="btn" disabled={busy} onClick={discard.onClick}>
              {discard.label}
            </button>
          )}
          <button
            type="submit"
            className="btn btn-primary"
            disabled={busy}
            data-testid={saveTestId}
          >
            {saveLabel}
          </button>
          {saved && (
            <span role="status" className="muted">
              {saved}
            </span>
          )}
          {note}
        </div>
      )}
    </>
  );
}
