/** The actions robots return, made once each: a robot's answer is the same object every time. */
import type { Action, PieceId } from "../types.js";

export const ROLL: Action = Object.freeze({ type: "roll" });
const moveActions = new Map<PieceId, Action>();

export function moveAction(piece: PieceId): Action {
  let action = moveActions.get(piece);
  if (!action) {
    action = Object.freeze({ type: "move", piece });
    moveActions.set(piece, action);
  }
  return action;
}
