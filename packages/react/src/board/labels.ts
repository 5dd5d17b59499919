import { type GameState, getBoard, type Move, type PieceId, pieces } from "@flying/engine";
import { format, nodeName, pieceName, plural } from "../i18n/format.js";
import type { LocalePack } from "../i18n/types.js";

/** "Red plane 2, waypoint 17, 43 steps to finish, can move to waypoint 21" */
export function pieceLabel(
  pack: LocalePack,
  state: GameState,
  piece: PieceId,
  move?: Move,
): string {
  const board = getBoard(state.variant);
  const view = pieces(state).find((p) => p.id === piece);
  const node = board.nodes.find((n) => n.id === view?.node);
  const where = node ? nodeName(pack, node) : "";
  const progress =
    view?.stepsToFinish === null || view === undefined
      ? pack.atHome
      : view.stepsToFinish === 0
        ? pack.finishedPiece
        : plural(pack, pack.stepsToFinish, view.stepsToFinish);
  const label = format(pack.pieceLabel, {
    name: pieceName(pack, state.variant, piece),
    where,
    progress,
  });
  if (!move) return label;
  const target = board.nodes.find((n) => n.id === move.to);
  return `${label}, ${format(pack.canMove, { to: target ? nodeName(pack, target) : move.to })}`;
}
