import { PlinkoGame } from '../../features/inhouse/components/plinko-game.tsx';

/** /bgs/plinko: the in-house plinko game (login required). */
export default function BgsPlinkoPage() {
  return <PlinkoGame />;
}
