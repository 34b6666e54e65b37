import type { ReactNode } from 'react';
import type { AdminAction } from '@portal/contracts/admin';
import { QueryError } from '../components/ui/query-error.tsx';
import { ApiError } from '../lib/api-error.ts';
import { useCan } from '../lib/permissions.ts';

/** A page the operator's role may not open shows the same refusal the server would give. */
export function RequirePermission({
  action,
  children,
}: {
  action: AdminAction;
  children: ReactNode;
}) {
  const allowed = useCan(action);
  if (!allowed) return <QueryError error={new ApiError('ADMIN_FORBIDDEN', '', 403)} />;
  return children;
}
