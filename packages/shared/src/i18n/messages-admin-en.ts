import { adminUsersErrorsEn, adminUsersValidationEn } from './messages-admin-users-en';
import { adminHotelsErrorsEn, adminHotelsValidationEn } from './messages-admin-hotels-en';
import { adminHotelEditErrorsEn, adminHotelEditValidationEn } from './messages-admin-hotel-edit-en';
import { errorLogErrorsEn, errorLogValidationEn } from './messages-error-log-en';
import {
  adminDeliveriesErrorsEn,
  adminDeliveriesValidationEn,
} from './messages-admin-deliveries-en';
import { adminPlatformErrorsEn, adminPlatformValidationEn } from './messages-admin-platform-en';

/** The admin area's API messages (issue 18) in English, one pair of files per page group. */
export const adminValidationEn = {
  ...adminUsersValidationEn,
  ...adminHotelsValidationEn,
  ...adminHotelEditValidationEn,
  ...errorLogValidationEn,
  ...adminDeliveriesValidationEn,
  ...adminPlatformValidationEn,
};

export const adminErrorsEn = {
  ...adminUsersErrorsEn,
  ...adminHotelsErrorsEn,
  ...adminHotelEditErrorsEn,
  ...errorLogErrorsEn,
  ...adminDeliveriesErrorsEn,
  ...adminPlatformErrorsEn,
};
