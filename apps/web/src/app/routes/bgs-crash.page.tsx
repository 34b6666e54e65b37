import { CrashGame } from '../../features/inhouse/components/crash-game.tsx';

/** /bgs/crash: the in-house crash game (login required). */
export default function BgsCrashPage() {
  return <CrashGame />;
}
