import { LimboGame } from '../../features/inhouse/components/limbo-game.tsx';

/** /bgs/limbo: the in-house limbo game (login required). */
export default function BgsLimboPage() {
  return <LimboGame />;
}
