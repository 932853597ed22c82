-- Hand-written: later migrations use exclusion constraints over (room_id WITH =, stay WITH &&)
-- so a room is never sold twice; those need btree_gist for the uuid equality part.
CREATE EXTENSION IF NOT EXISTS btree_gist;
