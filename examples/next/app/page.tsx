import { en, FlyingChessGame, format, themes } from "@flying/react";

// A server component rendering a client one: the board is in the server HTML, and the game
// draws its seed in the browser at its first action (no `seed`, so each visitor's dice differ).
// The packs, `format` and the themes are plain modules, so the server runs them here.
export default function Home() {
  return (
    <main>
      <h1 style={{ color: themes.default.board.text }}>
        {format("{game} for {count} players", { game: en.variants.aeroplane, count: 4 })}
      </h1>
      <FlyingChessGame variant="aeroplane" />
    </main>
  );
}
