"use client";
import { useEffect, useLayoutEffect } from "react";

/**
 * A layout effect in the browser, a plain (never run) effect on a server: layout effects do
 * not run there, and React 18 warns of each one it meets in a server render.
 */
export const useCommitEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;
