// Apart from the schemas (zod, phone numbers): the message catalogues name it, and a screen that
// shows only messages should not download the validators with them.

/** At most this many hotels in one creation: a platform operator's form, not an import. */
export const ADMIN_USER_MAX_MEMBERSHIPS = 50;
