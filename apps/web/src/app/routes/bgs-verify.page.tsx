import { VerifyView } from '../../features/inhouse/components/verify-view.tsx';

/** /bgs/verify: recompute any revealed in-house round in the browser (public). */
export default function BgsVerifyPage() {
  return <VerifyView />;
}
