import { SlotGame } from '../../features/inhouse/components/slot-game.tsx';

/** /bgs/slot: the in-house slot game (login required). */
export default function BgsSlotPage() {
  return <SlotGame />;
}
