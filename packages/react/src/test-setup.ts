import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
// The tests speak every language by its code (one test checks a pack left unloaded).
import "./locales/all.js";

// Testing Library unmounts after each test by itself only when test globals are on.
afterEach(() => cleanup());
