"use client"; // Next.js App Router: the language must load where the board renders
import { FlyingChessGame } from "@flying/react";
// English is built in; each other language is an entry of its own, loaded once.
import "@flying/react/locales/zh";

// You against three robots: board, die, players, turn, log, undo and redo.
export const App = () => <FlyingChessGame variant="aeroplane" locale="zh" />;
