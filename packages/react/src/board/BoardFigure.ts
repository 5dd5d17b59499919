"use client";
import { styled } from "styled-components";
import type { FlyingTheme } from "../themes.js";

/** The board's box: its font and colours, focus rings, and the motion that reduced-motion turns off. */
export const BoardFigure = styled.div<{ $theme: FlyingTheme }>`
  position: relative;
  width: 100%;
  font-family: ${({ $theme }) => $theme.font};
  color: ${({ $theme }) => $theme.board.text};
  svg {
    display: block;
    width: 100%;
    height: auto;
  }
  [role="button"] {
    cursor: pointer;
    outline: none;
  }
  [role="button"]:focus-visible .flying-focus {
    stroke: ${({ $theme }) => $theme.board.focus};
  }
  .flying-piece {
    transition: transform var(--flying-step, 160ms) ease-in-out;
  }
  .flying-movable-ring {
    animation: flying-spin 2.4s linear infinite;
    transform-origin: 0 0;
  }
  /* The hint's ring breathes, so the eye finds it; reduced motion keeps it still. */
  .flying-hint-ring {
    animation: flying-breathe 1.2s ease-in-out infinite alternate;
  }
  @keyframes flying-breathe {
    to {
      stroke-opacity: 0.35;
    }
  }
  @keyframes flying-spin {
    to {
      transform: rotate(360deg);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .flying-piece {
      transition: none;
    }
    .flying-movable-ring,
    .flying-hint-ring {
      animation: none;
    }
  }
`;
