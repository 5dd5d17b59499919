import type { Board, Move, PieceView } from "@flying/engine";
import type { BoardStrings } from "../i18n/en-board.js";
import { format, nodeNameById, pieceName, plural } from "../i18n/format.js";

/** "Red plane 2, waypoint 17, 43 steps to finish, can move to waypoint 21" */
export function pieceLabel(pack: BoardStrings, board: Board, view: PieceView, move?: Move): string {
  const name = (id: string) => nodeNameById(pack, board, id);
  const progress =
    view.stepsToFinish === null
      ? pack.atHome
      : view.stepsToFinish === 0
        ? pack.finishedPiece
        : plural(pack, pack.stepsToFinish, view.stepsToFinish);
  const label = format(pack.pieceLabel, {
    name: pieceName(pack, board.variant, view.id),
    where: name(view.node),
    progress,
  });
  return move ? `${label}, ${format(pack.canMove, { to: name(move.to) })}` : label;
}
