import { adminUsersErrorsDe, adminUsersValidationDe } from './messages-admin-users-de';
import { adminHotelsErrorsDe, adminHotelsValidationDe } from './messages-admin-hotels-de';
import { adminHotelEditErrorsDe, adminHotelEditValidationDe } from './messages-admin-hotel-edit-de';
import { errorLogErrorsDe, errorLogValidationDe } from './messages-error-log-de';
import {
  adminDeliveriesErrorsDe,
  adminDeliveriesValidationDe,
} from './messages-admin-deliveries-de';
import { adminPlatformErrorsDe, adminPlatformValidationDe } from './messages-admin-platform-de';

/** The admin area's API messages (issue 18) in German, one pair of files per page group. */
export const adminValidationDe = {
  ...adminUsersValidationDe,
  ...adminHotelsValidationDe,
  ...adminHotelEditValidationDe,
  ...errorLogValidationDe,
  ...adminDeliveriesValidationDe,
  ...adminPlatformValidationDe,
};

export const adminErrorsDe = {
  ...adminUsersErrorsDe,
  ...adminHotelsErrorsDe,
  ...adminHotelEditErrorsDe,
  ...errorLogErrorsDe,
  ...adminDeliveriesErrorsDe,
  ...adminPlatformErrorsDe,
};
