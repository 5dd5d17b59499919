// @flying/react writes the room protocol's shapes out (the published package cannot
// import the unpublished server): these type tests, checked by tsc -b, fail the build when
// the two drift apart. The run-time half is the online tests, which play through the hook.
import { describe, expectTypeOf, it } from "vitest";
import type {
  FlyingRoomRefusal,
  FlyingRoomSeat,
  FlyingRoomState,
} from "../../react/src/online/types.js";
import type { RefusedMessage, SeatView, StateMessage } from "./protocol.js";

describe("the React hook's copy of the room protocol", () => {
  it("is the server's: refusals, seats and the state message", () => {
    expectTypeOf<FlyingRoomRefusal>().toEqualTypeOf<RefusedMessage>();
    expectTypeOf<FlyingRoomRefusal["code"]>().toEqualTypeOf<RefusedMessage["code"]>();
    expectTypeOf<FlyingRoomSeat>().toEqualTypeOf<SeatView>();
    // The same fields, each of the same type, but the hook also takes a state without a code
    // (the room id is the code then).
    expectTypeOf<keyof FlyingRoomState>().toEqualTypeOf<keyof StateMessage>();
    expectTypeOf<StateMessage>().toExtend<FlyingRoomState>();
    expectTypeOf<Required<FlyingRoomState>>().toExtend<StateMessage>();
  });
});
