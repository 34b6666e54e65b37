import { DiceGame } from '../../features/inhouse/components/dice-game.tsx';

/** /bgs/dice: the in-house dice game (login required). */
export default function BgsDicePage() {
  return <DiceGame />;
}
