import { FlyingChessGame } from "@flying/react";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
// English is built in; each other language is an entry of its own, loaded once.
import "@flying/react/locales/zh";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

createRoot(root).render(
  <StrictMode>
    <FlyingChessGame variant="aeroplane" locale="zh" />
  </StrictMode>,
);
