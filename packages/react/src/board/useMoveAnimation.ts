"use client";
import type { BoardNode, GameEvent, NodeId, PieceId } from "@flying/engine";
import { useEffect, useRef, useState } from "react";
import { useCommitEffect } from "../useCommitEffect.js";
import { distance, ORIGIN, type Point } from "./geometry.js";

interface Frame {
  pieces: PieceId[];
  to: Point;
  ms: number;
}

const ARC_LIFT = 0.25;
const DEFAULT_STEP_MS = 160;
/** The pause before a move's first step is drawn. */
const FIRST_STEP_MS = 30;

/** The board's `animation` prop as a step length: 0 for none. */
export function stepLength(animation: boolean | { stepMs?: number }): number {
  if (animation === false) return 0;
  return typeof animation === "object" ? (animation.stepMs ?? DEFAULT_STEP_MS) : DEFAULT_STEP_MS;
}

/** The steps of a move as the events tell it: walk node by node, arc over jumps and flights, captured pieces fly home. */
function framesOf(
  events: readonly GameEvent[],
  nodes: ReadonlyMap<NodeId, BoardNode>,
  stepMs: number,
) {
  const frames: Frame[] = [];
  const start = new Map<PieceId, Point>();
  // When each event's part of the animation begins, in ms from the batch's arrival.
  const begins: number[] = [];
  let elapsed = FIRST_STEP_MS;
  // A node is a point itself (its x and y).
  const point = (id: NodeId): Point => nodes.get(id) ?? ORIGIN;
  const arc = (pieces: PieceId[], from: NodeId, to: NodeId) => {
    const a = point(from);
    const b = point(to);
    const length = distance(a, b) || 1;
    const lift = ARC_LIFT * length;
    const middle = {
      x: (a.x + b.x) / 2 + ((b.y - a.y) / length) * lift,
      y: (a.y + b.y) / 2 - ((b.x - a.x) / length) * lift,
    };
    frames.push({ pieces, to: middle, ms: stepMs * 1.5 }, { pieces, to: b, ms: stepMs * 1.5 });
  };
  let counted = 0;
  for (const event of events) {
    for (; counted < frames.length; counted++) elapsed += (frames[counted] as Frame).ms;
    begins.push(elapsed);
    switch (event.type) {
      case "tookOff":
      case "entered":
        start.set(event.piece, point(event.from));
        arc([event.piece], event.from, event.to);
        break;
      case "moved":
        for (const piece of event.pieces)
          if (!start.has(piece)) start.set(piece, point(event.from));
        for (const id of event.path)
          frames.push({ pieces: event.pieces, to: point(id), ms: stepMs });
        break;
      case "jumped":
      case "flew":
        arc(event.pieces, event.from, event.to);
        break;
      case "captured":
        if (!start.has(event.piece)) start.set(event.piece, point(event.at));
        arc([event.piece], event.at, event.home);
        break;
    }
  }
  return { frames, start, begins };
}

/**
 * When each of a batch's events is seen on a board animated at `stepMs` a step, in ms from
 * the batch's arrival (a capture when the capturing piece lands, not when it sets off): the
 * game's sounds are timed by it.
 */
export function eventTimes(events: readonly GameEvent[], stepMs: number): number[] {
  return framesOf(events, new Map(), stepMs).begins;
}

/** The reduced-motion query, where there is a window that can answer it (not on the server). */
const reducedMotionQuery = () =>
  typeof window === "undefined"
    ? undefined
    : window.matchMedia?.("(prefers-reduced-motion: reduce)");

/** Read at once, not after mount: a board that mounts with events must not start an animation first. */
export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(() => reducedMotionQuery()?.matches === true);
  useEffect(() => {
    const query = reducedMotionQuery();
    if (!query) return;
    setReduced(query.matches);
    const onChange = () => setReduced(query.matches);
    query.addEventListener?.("change", onChange);
    return () => query.removeEventListener?.("change", onChange);
  }, []);
  return reduced;
}

/**
 * Plays the latest move step by step and says when it starts and ends. Returns
 * where to draw the pieces that are on their way, and the length of the current step.
 */
export function useMoveAnimation(
  events: readonly GameEvent[],
  eventKey: number,
  nodes: ReadonlyMap<NodeId, BoardNode>,
  stepMs: number,
  enabled: boolean,
  onStart?: (animation: { stepMs: number }) => void,
  onEnd?: () => void,
): { positions: ReadonlyMap<PieceId, Point>; ms: number } {
  const [positions, setPositions] = useState<ReadonlyMap<PieceId, Point>>(new Map());
  const [ms, setMs] = useState(stepMs);
  // The effect reads the latest props through a ref: only a new eventKey runs it again.
  const latest = useRef({ events, nodes, enabled, stepMs, onStart, onEnd });
  latest.current = { events, nodes, enabled, stepMs, onStart, onEnd };

  // Only a new batch of events (eventKey) plays: turning animation on, or changing its
  // speed, must not replay the last move.
  useCommitEffect(() => {
    const { events, nodes, enabled, stepMs } = latest.current;
    if (!enabled || stepMs <= 0) return;
    const { frames, start } = framesOf(events, nodes, stepMs);
    if (frames.length === 0) return;
    latest.current.onStart?.({ stepMs });
    setPositions(start);
    let index = 0;
    let timer: ReturnType<typeof setTimeout>;
    const step = () => {
      const frame = frames[index++];
      if (!frame) {
        setPositions(new Map());
        latest.current.onEnd?.();
        return;
      }
      setMs(frame.ms);
      setPositions((current) => {
        const next = new Map(current);
        for (const piece of frame.pieces) next.set(piece, frame.to);
        return next;
      });
      timer = setTimeout(step, frame.ms);
    };
    timer = setTimeout(step, FIRST_STEP_MS);
    return () => {
      clearTimeout(timer);
      setPositions(new Map());
      if (index <= frames.length) latest.current.onEnd?.();
    };
  }, [eventKey]);

  return { positions, ms };
}
