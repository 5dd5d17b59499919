import type { Ref, RefCallback } from "react";

/**
 * Downshift-style merging for prop getters: the user's handler runs first, and
 * one that calls `event.preventDefault()` keeps the library's own handling out.
 */
export function callAll<E extends { defaultPrevented: boolean }>(
  user: ((event: E) => void) | undefined,
  own: (event: E) => void,
): (event: E) => void {
  return (event) => {
    user?.(event);
    if (!event.defaultPrevented) own(event);
  };
}

/** One ref callback that fills every ref given (callbacks and `{ current }` objects alike). */
export function mergeRefs<T>(...refs: (Ref<T> | undefined)[]): RefCallback<T> {
  return (value) => {
    for (const ref of refs) {
      if (typeof ref === "function") ref(value);
      else if (ref) (ref as { current: T | null }).current = value;
    }
  };
}
