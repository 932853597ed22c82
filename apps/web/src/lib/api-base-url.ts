/** Where both API clients send their calls (the staff app's axios, the public entries' fetch). */
export const API_BASE_URL = import.meta.env.VITE_API_URL ?? '/api';
