-- Which bookings hold a night of [a, d)? Availability, the calendar and the room conflict check
-- ask this with `daterange(arrival, departure, '[)') && daterange(a, d, '[)')`; two one-sided
-- btrees on arrival and departure scan half a year of history for that, this index does not.
CREATE INDEX "bookings_hotel_stay_gist_idx" ON "bookings" USING gist (
  "hotel_id",
  daterange("arrival", "departure", '[)')
) WHERE "status" <> 'canceled';
