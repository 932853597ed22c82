// The access module's public surface: who calls (principals) and what they may do in a hotel.
export {
  createAccessRepository,
  membershipGroupOf,
  type AuthUser,
  type HotelMembership,
} from './access.repository';
export { createHotelAccessService, type HotelAccessService } from './hotel-access.service';
export {
  createPrincipalResolver,
  type MembershipLookup,
  type PrincipalResolver,
} from './principal-resolver';
