import type { z } from 'zod';
import {
  HOTEL_FEATURES,
  type HotelConfiguration,
  type HotelPlugin,
} from '@hotel/shared/contracts/admin-hotel';
import { csvImportSettingsFormSchema } from '@hotel/shared/contracts/csv-import';
import { guestAppSettingsSchema } from '@hotel/shared/contracts/guest-app';
import { NO_SECRET } from '@hotel/shared/contracts/hotel-integrations';
import { publicPageSettingsRequestSchema } from '@hotel/shared/contracts/public-booking';
import { roomRaccoonSettingsInputSchema } from '@hotel/shared/contracts/roomraccoon';
import type { HotelRow } from '../../db/schema';
import { AppError, isAppError, type AppErrorIssue } from '../../lib/app-error';
import type { CsvImportService } from '../csv-import';
import type { GuestAppSettingsService } from '../guest-app-settings';
import { toCsvImport, toPublicPagePlugin, type HotelsService } from '../hotels';
import type { PublicPageSettingsService } from '../public-page-settings';
import { roomRaccoonPluginOf, type RoomRaccoonSettingsService } from '../roomraccoon';
import type { SmoobuPluginService } from '../smoobu-plugin';
import { objectOrEmpty } from '../../lib/json-object';

/**
 * The hotel's own services, built on the configuration change's transaction: each switch goes
 * through the very call the hotel's settings page makes, so its rules (what switching on needs)
 * and effects (a first Smoobu pull, lock resync after an entrance change) stay in one place.
 */
export interface HotelSwitchServices {
  hotels: HotelsService;
  publicPageSettings: PublicPageSettingsService;
  guestAppSettings: GuestAppSettingsService;
  smoobuPlugin: SmoobuPluginService;
  roomRaccoonSettings: RoomRaccoonSettingsService;
  csvImport: CsvImportService;
}

export function configurationOf(row: HotelRow): HotelConfiguration {
  const features = Object.fromEntries(
    HOTEL_FEATURES.map((feature) => [feature, row.setting[feature] === true]),
  ) as HotelConfiguration['features'];
  return {
    features,
    plugins: {
      public_page: !toPublicPagePlugin(row).disabled,
      guest_app: row.guestApp.enabled === true,
      smoobu: objectOrEmpty(objectOrEmpty(row.plugins).smoobu).enabled === true,
      roomraccoon: roomRaccoonPluginOf(row.plugins).enabled,
      csv_import: toCsvImport(row, () => NO_SECRET).method === 'smb',
    },
  };
}

/** The message naming the plugin whose stored settings its own page would not accept. */
const NEEDS_SETUP: Record<HotelPlugin, string> = {
  public_page: 'errors.adminConfigPublicPageNeedsSetup',
  guest_app: 'errors.adminConfigGuestAppNeedsSetup',
  smoobu: 'errors.adminConfigSmoobuNeedsSetup',
  roomraccoon: 'errors.adminConfigRoomRaccoonNeedsSetup',
  csv_import: 'errors.adminConfigCsvImportNeedsSetup',
};

function needsSetup(plugin: HotelPlugin, issues: AppErrorIssue[]) {
  return new AppError('VALIDATION', NEEDS_SETUP[plugin], {
    issues: issues.map((issue) => ({ ...issue, path: `plugins.${plugin}.${issue.path}` })),
  });
}

/** The body the plugin's own page would send, checked by that page's schema. */
function ownerInput<S extends z.ZodType>(
  plugin: HotelPlugin,
  schema: S,
  value: unknown,
): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw needsSetup(
    plugin,
    parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), key: issue.message })),
  );
}

/** A field refusal of the plugin's own service, said as "set the plugin up first". */
async function asPluginSwitch(plugin: HotelPlugin, change: () => Promise<unknown>) {
  try {
    await change();
  } catch (error) {
    if (isAppError(error) && error.code === 'VALIDATION' && error.details.issues) {
      throw needsSetup(plugin, error.details.issues);
    }
    throw error;
  }
}

/** Switches one plugin of the hotel (stored as `row`) the way the hotel's own page does. */
export async function switchPlugin(
  services: HotelSwitchServices,
  row: HotelRow,
  plugin: HotelPlugin,
  isOn: boolean,
  context: { userId: string; origin: string },
): Promise<void> {
  const hotelId = row.id;
  switch (plugin) {
    case 'public_page': {
      const { disabled: _disabled, ...page } = toPublicPagePlugin(row);
      const input = ownerInput(plugin, publicPageSettingsRequestSchema, {
        ...page,
        disabled: !isOn,
        theme_color: row.themeColor,
      });
      return asPluginSwitch(plugin, () => services.publicPageSettings.update(hotelId, input));
    }
    case 'guest_app': {
      const { accent_color, template_image } = row.guestApp;
      const input = ownerInput(plugin, guestAppSettingsSchema, {
        enabled: isOn,
        accent_color,
        template_image: template_image.map((image) => ({ path: image.path })),
      });
      return asPluginSwitch(plugin, () => services.guestAppSettings.update(hotelId, input));
    }
    case 'smoobu':
      return asPluginSwitch(plugin, () =>
        services.smoobuPlugin.setEnabled(hotelId, isOn, context.userId, context.origin),
      );
    case 'roomraccoon': {
      // No password: the stored one stays, and switching on without one is refused by the page.
      const input = ownerInput(plugin, roomRaccoonSettingsInputSchema, {
        ...roomRaccoonPluginOf(row.plugins),
        enabled: isOn,
      });
      return asPluginSwitch(plugin, () =>
        services.roomRaccoonSettings.update(hotelId, input, context.origin),
      );
    }
    case 'csv_import': {
      // Leaving the password out keeps the stored one: share, domain and user stay the same.
      const {
        password: _password,
        status: _status,
        ...settings
      } = toCsvImport(row, () => NO_SECRET);
      const input = ownerInput(plugin, csvImportSettingsFormSchema, {
        ...settings,
        method: isOn ? 'smb' : 'none',
      });
      return asPluginSwitch(plugin, () => services.csvImport.saveSettings(hotelId, input));
    }
  }
}
