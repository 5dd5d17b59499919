import { App } from "./App";

// The README's first React example as it is written (App.tsx, a client module: the language
// pack loads where the board renders), imported by a server page.
export default function Chinese() {
  return (
    <main lang="zh">
      <App />
    </main>
  );
}
