import { MinesGame } from '../../features/inhouse/components/mines-game.tsx';

/** /bgs/mines: the in-house mines game (login required). */
export default function BgsMinesPage() {
  return <MinesGame />;
}
