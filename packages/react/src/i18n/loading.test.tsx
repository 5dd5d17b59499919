// Each language but English is an entry of its own: a code finds its pack only once the
// entry is imported (which registers it), and a pack handed in needs no registration.
import { render } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";

// The setup file loads every pack; each test here gets fresh modules, English alone.
beforeEach(() => {
  vi.resetModules();
});

async function fresh() {
  const context = await import("./registry.js");
  const { Dice } = await import("../Dice.js");
  return { ...context, Dice };
}

describe("locale packs as entries", () => {
  it("speaks English with no pack loaded", async () => {
    const { resolveLocale } = await fresh();
    expect(resolveLocale("en").code).toBe("en");
  });

  it.each(["zh", "it", "ru", "id"] as const)(
    "refuses %s until its entry is imported, saying which entry",
    async (code) => {
      const { resolveLocale } = await fresh();
      expect(() => resolveLocale(code, undefined, "Dice")).toThrow(
        `import "@flying/react/locales/${code}"`,
      );
      await import(`../locales/${code}.ts`);
      expect(resolveLocale(code).code).toBe(code);
    },
  );

  it("a component takes an imported pack itself, unregistered", async () => {
    const { Dice } = await fresh();
    const { zh } = await import("./zh.js");
    const { container } = render(<Dice value={3} locale={zh} />);
    expect(container.querySelector("button")?.getAttribute("aria-label")).toMatch(
      /[\u4e00-\u9fff]/,
    );
  });

  it("the all-languages entry loads every pack", async () => {
    const { resolveLocale } = await fresh();
    const { locales } = await import("../locales/all.js");
    for (const code of Object.keys(locales)) expect(resolveLocale(code as "en").code).toBe(code);
  });

  it("a pack of one's own registered as English replaces it, in a component used alone too", async () => {
    const { registerLocale, resolveLocale, Dice } = await fresh();
    const { en } = await import("./en.js");
    registerLocale({ ...en, ui: { ...en.ui, roll: "Throw" } });
    expect(resolveLocale("en").ui.roll).toBe("Throw");
    const { container } = render(<Dice value={null} locale="en" />);
    expect(container.querySelector("button")?.getAttribute("aria-label")).toBe("Throw");
  });

  it("a registered pack of one's own is found by its code", async () => {
    const { registerLocale, resolveLocale } = await fresh();
    const { en } = await import("./en.js");
    registerLocale({ ...en, code: "en-GB", name: "English (UK)" });
    expect(resolveLocale("en-GB" as "en").name).toBe("English (UK)");
  });
});
