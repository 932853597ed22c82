-- A room is never sold twice: two bookings that hold the same room (every status but canceled)
-- cannot share a night. The stay is [arrival, departure), so a departure and an arrival on the
-- same day do not collide. Needs btree_gist (migration 0000) for the uuid equality in a gist index.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_room_no_overlap" EXCLUDE USING gist (
  "room_id" WITH =,
  daterange("arrival", "departure", '[)') WITH &&
) WHERE ("room_id" IS NOT NULL AND "status" <> 'canceled');
