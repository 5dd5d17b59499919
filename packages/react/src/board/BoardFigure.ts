"use client";
import { styled } from "styled-components";
import type { FlyingTheme } from "../themes.js";

/**
 * The board's box: its font and colours, focus rings, and the cues of what can move: a
 * movable piece stands lifted on a halo that pulses (reduced motion: the halo and ring stay
 * still, and stronger), and lifts further under the pointer or the focus. One styled layer,
 * not a base and the board's override of it: the movable ring stays still (the override
 * always stopped the base's spin), so no rule turns it and none has to stop it.
 */
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
  /* The hint's ring breathes, so the eye finds it; reduced motion keeps it still. */
  .flying-hint-ring {
    animation: flying-breathe 1.2s ease-in-out infinite alternate;
  }
  .flying-movable-glow {
    transform-origin: 0 0;
    animation: flying-pulse 1.1s ease-in-out infinite alternate;
  }
  .flying-lift {
    animation: flying-bob 0.6s ease-in-out infinite alternate;
  }
  .flying-movable:hover .flying-lift,
  .flying-movable:focus-visible .flying-lift {
    animation: none;
    transform: translate(0, -0.16px) scale(1.1);
  }
  @keyframes flying-breathe {
    to {
      stroke-opacity: 0.35;
    }
  }
  @keyframes flying-bob {
    from {
      transform: translate(0, -0.04px);
    }
    to {
      transform: translate(0, -0.16px);
    }
  }
  @keyframes flying-pulse {
    from {
      transform: scale(0.85);
      opacity: 0.25;
    }
    to {
      transform: scale(1);
      opacity: 0.7;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .flying-piece {
      transition: none;
    }
    .flying-hint-ring {
      animation: none;
    }
    .flying-movable-glow {
      animation: none;
      opacity: 0.55;
    }
    .flying-lift {
      animation: none;
      transform: translate(0, -0.12px);
    }
  }
`;
