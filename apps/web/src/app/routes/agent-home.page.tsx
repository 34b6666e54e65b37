import { Navigate } from 'react-router';
import { paths } from '../../config/paths.ts';

/** Agent centre. Its loader sends non-agents to /agent; agent sign-in arrives in a later issue. */
export default function AgentHomePage() {
  return <Navigate to={paths.agent} replace />;
}
