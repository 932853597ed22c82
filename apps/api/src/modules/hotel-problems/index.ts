// The admin area's per-hotel problems, shared by the dashboard and the hotel list (issue 18).
export { hotelHasChannelErrors, hotelHasLocksDown } from './hotel-problems.conditions';
