/** Sizes of the tape chart in px; fixed so a pointer position maps to a row and day by division. */
export const DAY_WIDTH = 44;
export const ROW_HEIGHT = 36;
export const HEADER_HEIGHT = 44;
export const ROOM_COLUMN_DESKTOP = 150;
export const ROOM_COLUMN_PHONE = 84;
/** Rows re-render their bars only when the visible days cross a chunk of this many days. */
export const BAR_CHUNK_DAYS = 14;
