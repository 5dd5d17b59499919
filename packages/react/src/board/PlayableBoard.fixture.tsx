// Shared by the board's stories: a thrown die and a tiny game loop around the board.
import {
  apply,
  createGame,
  type DieValue,
  type GameConfig,
  type GameEvent,
  type GameState,
  legalMoves,
  type PieceId,
} from "@flying/engine";
import type { Decorator } from "@storybook/react-vite";
import { useMemo, useState } from "react";
import { FlyingChessBoard, type FlyingChessBoardProps } from "./FlyingChessBoard.js";

/** The board's stories' frame: centred, as wide as a board on a page, never wider than the screen. */
export const boardFrame: Decorator = (Story) => (
  <div style={{ width: "min(36rem, 92vw)" }}>
    <Story />
  </div>
);

/** A game from a position, with the die already thrown: deterministic whatever the seed. */
export function rolled(config: GameConfig, value: DieValue): GameState {
  const result = apply(createGame(config), { type: "roll", value });
  if (!result.ok) throw new Error(result.error.message);
  return result.state;
}

/** The board with a tiny game loop around it: the human's moves are applied by the engine. */
export function PlayableBoard(props: FlyingChessBoardProps) {
  const [game, setGame] = useState<{ state: GameState; events: GameEvent[]; key: number }>({
    state: props.state,
    events: [],
    key: 0,
  });
  const movable = useMemo(() => legalMoves(game.state), [game.state]);
  const onMove = (piece: PieceId) => {
    props.onMove?.(piece);
    const result = apply(game.state, { type: "move", piece });
    if (result.ok) setGame((g) => ({ state: result.state, events: result.events, key: g.key + 1 }));
  };
  return (
    <FlyingChessBoard
      {...props}
      state={game.state}
      movable={movable}
      events={game.events}
      eventKey={game.key}
      onMove={onMove}
    />
  );
}
