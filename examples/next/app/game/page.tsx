import { MyGame } from "./MyGame";

// The README's composed example (MyGame.tsx, word for word): the hook, the die, the board and
// the log, each a client module of its own, so this page's browser bundle loads another set
// of the package's modules than the other pages do, in another order.
export default function Game() {
  return (
    <main>
      <MyGame />
    </main>
  );
}
