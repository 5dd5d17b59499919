/**
 * The rules of the three games, short, in the player's language (docs/RULES.md for the
 * defaults the demo plays), with pictures drawn by the library's own board where a
 * picture explains better than words. Meant to sit inside a dialog whose title the app
 * gives: its own headings start one level below (h3 by default).
 */
import { type Color, getBoard, VARIANTS, type VariantId } from "@flying/engine";
import {
  FlyingChessBoard,
  type FlyingTheme,
  type LocaleCode,
  shortcutKeys,
  useFlyingTheme,
} from "@flying/react";
import { locales } from "@flying/react/locales/all";
import { type JSX, type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";
import { styled } from "styled-components";
import { FIGURES, type FigureId, sceneOf, type View } from "./figures.js";
import { type HelpText, helpText, SECTION_FIGURES, SECTIONS, type SectionText } from "./text.js";

type HeadingLevel = 2 | 3 | 4 | 5;

export interface HelpProps {
  /** The game whose rules show first; the other two are a tab away. */
  variant: VariantId;
  locale: LocaleCode;
  /** Shows a Close button at the end when given. */
  onClose?: () => void;
  /** The theme; by default the one of the surrounding ThemeProvider (`{ flying }`). */
  theme?: FlyingTheme;
  /** The level of the game's heading; its sections' are one below (default 3). */
  headingLevel?: HeadingLevel;
}

const Root = styled.div<{ $theme: FlyingTheme }>`
  container-type: inline-size;
  color: ${({ $theme }) => $theme.board.text};
  font-family: ${({ $theme }) => $theme.font};
  line-height: 1.45;

  h2,
  h3,
  h4,
  h5,
  h6 {
    margin: 0;
    line-height: 1.25;
  }
  p {
    margin: 0.3rem 0 0;
  }
  button:focus-visible,
  [role="tabpanel"]:focus-visible {
    outline: 3px solid ${({ $theme }) => $theme.board.focus};
    outline-offset: 2px;
  }
`;

const Tabs = styled.div<{ $theme: FlyingTheme }>`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  border-block-end: 2px solid ${({ $theme }) => $theme.board.line};
  margin-block-end: 0.75rem;
`;

/** The chosen tab is told by its weight, its frame and the bar under it, not by colour. */
const Tab = styled.button<{ $theme: FlyingTheme }>`
  min-block-size: 2.75rem;
  padding: 0.4rem 0.9rem;
  margin-block-end: -2px;
  border: 2px solid transparent;
  border-block-end: none;
  border-radius: 0.5rem 0.5rem 0 0;
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
  &[aria-selected="true"] {
    border-color: ${({ $theme }) => $theme.board.line};
    background: ${({ $theme }) => $theme.board.surface};
    font-weight: 700;
    box-shadow: inset 0 -4px 0 ${({ $theme }) => $theme.board.highlight};
  }
`;

const Sections = styled.div`
  display: grid;
  gap: 0.9rem;
  margin-block-start: 0.6rem;
`;

/** A section's words, and its picture beside them where there is room (below otherwise). */
const Section = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.5rem 1rem;
  align-items: start;
  &[data-figure] {
    grid-template-columns: minmax(0, 1fr) minmax(9rem, 15rem);
  }
  @container (max-width: 32rem) {
    &[data-figure] {
      grid-template-columns: minmax(0, 1fr);
    }
  }
`;

const Figure = styled.figure<{ $theme: FlyingTheme }>`
  margin: 0;
  inline-size: 100%;
  max-inline-size: 15rem;
  border: 1px solid ${({ $theme }) => $theme.board.line};
  border-radius: 0.5rem;
  overflow: hidden;
  background: ${({ $theme }) => $theme.board.surface};
  figcaption {
    padding: 0.4rem 0.55rem 0.5rem;
    font-size: 0.9rem;
  }
  figcaption strong {
    display: block;
  }
`;

const Crop = styled.div`
  position: relative;
  overflow: hidden;
`;

const KeyList = styled.ul`
  margin: 0.3rem 0 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 0.35rem;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0.3rem 0.5rem;
  }
`;

const Kbd = styled.kbd<{ $theme: FlyingTheme }>`
  display: inline-block;
  min-inline-size: 1.6em;
  padding: 0.05em 0.4em;
  border: 1px solid ${({ $theme }) => $theme.board.line};
  border-block-end-width: 3px;
  border-radius: 0.3em;
  background: ${({ $theme }) => $theme.board.surface};
  font-family: inherit;
  font-weight: 700;
  text-align: center;
`;

const Close = styled.button<{ $theme: FlyingTheme }>`
  margin-block-start: 1rem;
  min-block-size: 2.75rem;
  padding: 0 1.2rem;
  border: 2px solid ${({ $theme }) => $theme.board.line};
  border-radius: 0.5rem;
  background: ${({ $theme }) => $theme.board.surface};
  color: inherit;
  font: inherit;
  cursor: pointer;
`;

function Heading({ level, children }: { level: number; children: ReactNode }) {
  const Tag = `h${Math.min(Math.max(level, 2), 6)}` as "h2" | "h3" | "h4" | "h5" | "h6";
  return <Tag>{children}</Tag>;
}

/** The rules of `variant` (and a tab for each of the other games) in the language `locale`. */
export function Help(props: HelpProps): JSX.Element {
  const { locale, onClose, headingLevel = 3 } = props;
  const theme = useFlyingTheme(props.theme);
  const pack = locales[locale];
  const text = helpText[locale];
  // The game shown follows the app's game whenever that changes, and the tabs in between.
  const [given, setGiven] = useState(props.variant);
  const [shown, setShown] = useState(props.variant);
  if (given !== props.variant) {
    setGiven(props.variant);
    setShown(props.variant);
  }
  const id = useId();
  const tabs = useRef<Partial<Record<VariantId, HTMLButtonElement | null>>>({});
  const tabId = (variant: VariantId) => `${id}-tab-${variant}`;
  const panelId = `${id}-panel`;

  const choose = (variant: VariantId) => {
    setShown(variant);
    tabs.current[variant]?.focus();
  };
  // Arrow keys, Home and End move along the tabs and show the game they reach.
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const at = VARIANTS.indexOf(shown);
    const last = VARIANTS.length - 1;
    const to: Record<string, number> = {
      ArrowRight: at === last ? 0 : at + 1,
      ArrowDown: at === last ? 0 : at + 1,
      ArrowLeft: at === 0 ? last : at - 1,
      ArrowUp: at === 0 ? last : at - 1,
      Home: 0,
      End: last,
    };
    const next = to[event.key];
    if (next === undefined) return;
    event.preventDefault();
    choose(VARIANTS[next] as VariantId);
  };

  return (
    <Root $theme={theme} lang={pack.code}>
      <Tabs $theme={theme} role="tablist" aria-label={text.games}>
        {VARIANTS.map((variant) => (
          <Tab
            key={variant}
            ref={(element) => {
              tabs.current[variant] = element;
            }}
            $theme={theme}
            type="button"
            role="tab"
            id={tabId(variant)}
            aria-selected={variant === shown}
            aria-controls={panelId}
            tabIndex={variant === shown ? 0 : -1}
            onClick={() => setShown(variant)}
            onKeyDown={onTabKey}
          >
            {pack.variants[variant]}
          </Tab>
        ))}
      </Tabs>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: as in the ARIA tabs pattern, the panel (no control inside) takes the focus, so the keyboard reaches and scrolls the rules */}
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(shown)} tabIndex={0}>
        <Heading level={headingLevel}>{pack.variants[shown]}</Heading>
        <Sections>
          <GameSections
            variant={shown}
            text={text}
            locale={locale}
            theme={theme}
            level={headingLevel + 1}
          />
          <section>
            <Heading level={headingLevel + 1}>{text.keys.title}</Heading>
            <Keys variant={shown} text={text} locale={locale} theme={theme} />
          </section>
        </Sections>
      </div>
      {onClose && (
        <Close $theme={theme} type="button" onClick={onClose}>
          {text.close}
        </Close>
      )}
    </Root>
  );
}

interface PartProps {
  variant: VariantId;
  text: HelpText;
  locale: LocaleCode;
  theme: FlyingTheme;
}

function GameSections({ variant, text, locale, theme, level }: PartProps & { level: number }) {
  const ids: readonly string[] = SECTIONS[variant];
  const words = text.sections[variant] as Record<string, SectionText>;
  const figures = SECTION_FIGURES[variant] as Partial<Record<string, FigureId>>;
  return (
    <>
      {ids.map((section) => {
        const { title, body } = words[section] as SectionText;
        const figure = figures[section];
        return (
          <Section key={section} data-figure={figure ? "" : undefined}>
            <div>
              <Heading level={level}>{title}</Heading>
              {body.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
            {figure && <RuleFigure id={figure} text={text} locale={locale} theme={theme} />}
          </Section>
        );
      })}
    </>
  );
}

/**
 * A position drawn by the library's board with the move it shows as the board's hint (the
 * dashed path, the ring on the piece, the crosshair where it lands). The picture is hidden
 * from screen readers: its caption says all it shows.
 */
function RuleFigure({
  id,
  text,
  locale,
  theme,
}: {
  id: FigureId;
  text: HelpText;
  locale: LocaleCode;
  theme: FlyingTheme;
}) {
  const scene = sceneOf(id);
  const words = text.figures[id];
  const board = (
    <FlyingChessBoard
      state={scene.state}
      hint={scene.move}
      animation={false}
      announce={false}
      locale={locale}
      theme={theme}
      style={{ blockSize: "auto" }}
    />
  );
  const view = FIGURES[id].view;
  return (
    <Figure $theme={theme} data-figure={id}>
      <div aria-hidden="true">
        {view ? <Cropped view={view} variant={FIGURES[id].variant} board={board} /> : board}
      </div>
      <figcaption>
        <strong>{words.caption}</strong>
        {words.description}
      </figcaption>
    </Figure>
  );
}

/** Shows only `view` of the board, scaled up to the figure's width. */
function Cropped({ view, variant, board }: { view: View; variant: VariantId; board: ReactNode }) {
  const whole = getBoard(variant);
  // The board's drawing spans -0.25 … width + 0.25 (its viewBox).
  const span = whole.width + 0.5;
  return (
    <Crop style={{ aspectRatio: `${view.width} / ${view.height}` }}>
      <div
        style={{
          position: "absolute",
          inlineSize: `${(span / view.width) * 100}%`,
          insetInlineStart: `${(-(view.x + 0.25) / view.width) * 100}%`,
          insetBlockStart: `${(-(view.y + 0.25) / view.height) * 100}%`,
        }}
      >
        {board}
      </div>
    </Crop>
  );
}

function Keys({ variant, text, locale, theme }: PartProps) {
  const pack = locales[locale];
  const colors = getBoard(variant).colors;
  const keys = shortcutKeys(colors);
  return (
    <>
      <KeyList>
        <li>
          {colors.map((color: Color, i) => (
            <span key={color}>
              <Kbd $theme={theme}>{keys[i]}</Kbd> {pack.colors[color]}
            </span>
          ))}
          <span>— {text.keys.pickColor}</span>
        </li>
        <li>
          <Kbd $theme={theme}>{text.keys.space}</Kbd>
          <span>— {text.keys.roll}</span>
        </li>
        <li>
          <span>
            <Kbd $theme={theme}>1</Kbd> <Kbd $theme={theme}>2</Kbd> <Kbd $theme={theme}>3</Kbd>{" "}
            <Kbd $theme={theme}>4</Kbd>
          </span>
          <span>— {text.keys.move}</span>
        </li>
        <li>
          <span>
            <Kbd $theme={theme}>Tab</Kbd> <Kbd $theme={theme}>←</Kbd> <Kbd $theme={theme}>↑</Kbd>{" "}
            <Kbd $theme={theme}>→</Kbd> <Kbd $theme={theme}>↓</Kbd>
          </span>
          <span>— {text.keys.focus}</span>
        </li>
      </KeyList>
      <p>{text.keys.robots}</p>
    </>
  );
}
