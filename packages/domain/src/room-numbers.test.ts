import { describe, expect, it } from "vitest";
import { expandRoomNumbers, MAX_ROOM_NUMBERS, roomNumberFormError, roomNumberSchema } from "./room-numbers";

describe("expandRoomNumbers", () => {
  it("expands ranges and keeps names, in order and without repeats", () => {
    expect(expandRoomNumbers("101-103, 201 - 202,Garden Cottage,102")).toEqual({
      rooms: ["101", "102", "103", "201", "202", "Garden Cottage"],
    });
    expect(expandRoomNumbers("098-101")).toEqual({ rooms: ["098", "099", "100", "101"] });
    // Room numbers are unique whatever their case: the first spelling is the room.
    expect(expandRoomNumbers("A-1,B-2,a-1")).toEqual({ rooms: ["A-1", "B-2"] });
  });

  it("names what is wrong", () => {
    expect(expandRoomNumbers("105-101")).toEqual({ error: '"105-101": the range runs backwards' });
    expect(expandRoomNumbers("9-12")).toEqual({ error: '"9-12": both ends of a range need the same digits' });
    expect(expandRoomNumbers("1000-9999")).toEqual({
      error: `"1000-9999" names more than ${MAX_ROOM_NUMBERS} rooms`,
    });
    expect(expandRoomNumbers("x".repeat(21))).toEqual({
      error: `"${"x".repeat(21)}": Room number is at most 20 characters`,
    });
    // The rule of a room added through the API.
    expect(expandRoomNumbers("101,Room #2")).toEqual({
      error: `"Room #2": Room number may hold only letters, digits, spaces, '.', '/' and '-'`,
    });
    expect(expandRoomNumbers("9007199254740992-9007199254740994")).toEqual({
      error: '"9007199254740992-9007199254740994": a range\'s ends are at most 9 digits',
    });
  });
});

describe("a room number", () => {
  it("holds letters and digits of any script, spaces, '.', '/' and '-', at most 20 characters", () => {
    for (const number of ["101", "A-12", "G.01", "101/A", "Garden Cottage", "कमरा 4", "Süd 3", "२०१"]) {
      expect(roomNumberSchema.parse(` ${number} `), number).toBe(number);
      expect(roomNumberFormError(number), number).toBeNull();
    }
    const form = "Room number may hold only letters, digits, spaces, '.', '/' and '-'";
    for (const number of ["Room #1", "101_A", "A+B", "101\\", "50%", "a\u0000b"]) {
      expect(roomNumberFormError(number), number).toBe(form);
      expect(roomNumberSchema.safeParse(number).error?.issues[0]?.message, number).toBe(form);
    }
    expect(roomNumberSchema.safeParse("x".repeat(21)).error?.issues[0]?.message).toBe(
      "Room number is at most 20 characters",
    );
    expect(roomNumberSchema.safeParse("  ").error?.issues[0]?.message).toBe("Room number is required");
  });
});
