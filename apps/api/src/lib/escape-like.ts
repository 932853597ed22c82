/** Text for a LIKE/ILIKE pattern that matches itself: %, _ and \ lose their wildcard meaning. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);
