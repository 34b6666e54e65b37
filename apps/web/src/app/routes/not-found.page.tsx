import { NotFoundView } from '../not-found-view.tsx';

export default function NotFoundPage() {
  return <NotFoundView />;
}
