import type { Tx } from '../db/client';
import { servicePresets } from '../db/schema-admin';

/**
 * The platform's service presets (issue 18): what a new hotel is offered to take over at
 * creation, and an existing one can import. Prices in minor units of the hotel's currency.
 */
const DEMO_SERVICE_PRESETS = [
  {
    name: 'Frühstück',
    description: 'Frühstücksbuffet',
    price: 1800,
    charge: 'per_person_per_night',
  },
  {
    name: 'Parkplatz',
    description: 'Stellplatz in der Tiefgarage',
    price: 1200,
    charge: 'per_night',
  },
  {
    name: 'Haustier',
    description: 'Hund oder Katze, inklusive Decke und Napf',
    price: 1500,
    charge: 'per_stay',
  },
  {
    name: 'Später Check-out',
    description: 'Abreise bis 14:00 Uhr',
    price: 2500,
    charge: 'per_stay',
  },
  {
    name: 'Flughafentransfer',
    description: 'Abholung am Flughafen',
    price: 4500,
    charge: 'per_stay',
  },
] as const;

export async function seedDemoPlatform(tx: Tx): Promise<void> {
  await tx.insert(servicePresets).values(DEMO_SERVICE_PRESETS.map((preset) => ({ ...preset })));
}
