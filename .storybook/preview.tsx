import type { Decorator, Preview } from "@storybook/react-vite";
import { ThemeProvider } from "styled-components";
import { FlyingLocaleProvider, type LocaleCode, themes } from "../packages/react/src/index.js";
import { locales } from "../packages/react/src/locales/all.js";

type ThemeName = keyof typeof themes;

const isLocale = (value: unknown): value is LocaleCode =>
  typeof value === "string" && Object.hasOwn(locales, value);
const isTheme = (value: unknown): value is ThemeName =>
  typeof value === "string" && Object.hasOwn(themes, value);

/** The locale toolbar: every Flying component inside speaks it (a story's own `locale` prop wins). */
const withLocale: Decorator = (Story, context) => {
  const locale = isLocale(context.globals.locale) ? context.globals.locale : "en";
  return (
    <FlyingLocaleProvider locale={locale}>
      <Story />
    </FlyingLocaleProvider>
  );
};

/**
 * The theme toolbar: a styled-components ThemeProvider with `{ flying: theme }`. The
 * canvas takes the theme's background and text colour, so text keeps its contrast.
 */
const withTheme: Decorator = (Story, context) => {
  const theme = themes[isTheme(context.globals.theme) ? context.globals.theme : "default"];
  return (
    <ThemeProvider theme={{ flying: theme }}>
      <div
        style={{
          background: theme.board.background,
          color: theme.board.text,
          fontFamily: theme.font,
          padding: "1rem",
        }}
      >
        <Story />
      </div>
    </ThemeProvider>
  );
};

const preview: Preview = {
  tags: ["autodocs"],
  decorators: [withLocale, withTheme],
  globalTypes: {
    locale: {
      description: "Language of the Flying components",
      toolbar: {
        title: "Locale",
        icon: "globe",
        items: Object.values(locales).map((pack) => ({ value: pack.code, title: pack.name })),
        dynamicTitle: true,
      },
    },
    theme: {
      description: "Flying theme, given through styled-components' ThemeProvider",
      toolbar: {
        title: "Theme",
        icon: "paintbrush",
        items: [
          { value: "default", title: "Default" },
          { value: "dark", title: "Dark" },
          { value: "classic", title: "Classic" },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: "en", theme: "default" },
  parameters: {
    a11y: { test: "error" },
    layout: "fullscreen",
  },
};

export default preview;
