/**
 * What the demo hotel offers and who stays there: fixed lists, so the demo looks the same on
 * every installation (only the dates move with "today").
 */
export const DEMO_SERVICES = [
  {
    key: 'breakfast',
    name: 'Frühstück',
    description: 'Buffet mit Brot vom Bäcker im Ort, Käse und Milch aus dem Tal.',
    price: 1800,
    charge: 'per_person_per_night',
  },
  {
    key: 'parking',
    name: 'Parken',
    description: 'Ein Platz in der Tiefgarage, direkt am Hotel.',
    price: 1200,
    charge: 'per_night',
  },
  {
    key: 'cleaning',
    name: 'Endreinigung',
    description: 'Gründliche Reinigung des Zimmers nach Ihrer Abreise, für längere Aufenthalte.',
    price: 4500,
    charge: 'per_stay',
  },
  {
    key: 'pet',
    name: 'Haustier',
    description: 'Ihr Hund ist willkommen, mit Decke und Napf im Zimmer.',
    price: 1500,
    charge: 'per_night',
  },
  {
    key: 'lateCheckout',
    name: 'Späte Abreise',
    description: 'Sie geben das Zimmer erst um 14 Uhr ab.',
    price: 3000,
    charge: 'per_stay',
  },
] as const;

/** Prices in cents; rooms are numbered per floor (101…, 201…). */
export const DEMO_ROOM_TYPES = [
  {
    name: 'Einzelzimmer',
    shortCode: 'EZ',
    description:
      'Ruhiges Einzelzimmer mit Schreibtisch und Blick in den Garten. Ideal für Geschäftsreisende und Wanderer, die allein unterwegs sind.',
    baseOccupancy: 1,
    higherOccupancy: 1,
    kidsOccupancy: 0,
    extraBed: 0,
    basePrice: 8900,
    additionalPersonPrice: 0,
    kidsPrice: 0,
    extraBedPrice: 0,
    roomNumbers: ['101', '102', '103', '104', '105', '106'],
  },
  {
    name: 'Doppelzimmer',
    shortCode: 'DZ',
    description:
      'Helles Doppelzimmer mit Balkon und Bergblick, Doppelbett (180 × 200 cm) und Dusche. Auf Wunsch mit Kinderbett oder Zustellbett.',
    baseOccupancy: 2,
    higherOccupancy: 2,
    kidsOccupancy: 1,
    extraBed: 1,
    basePrice: 12900,
    additionalPersonPrice: 3500,
    kidsPrice: 2000,
    extraBedPrice: 2500,
    roomNumbers: ['107', '108', '109', '110', '111', '112', '201', '202', '203', '204'],
  },
  {
    name: 'Junior Suite',
    shortCode: 'JS',
    description:
      'Großzügige Suite mit getrenntem Wohnbereich, Sofa und Badewanne. Vom Balkon sehen Sie über das ganze Tal.',
    baseOccupancy: 2,
    higherOccupancy: 3,
    kidsOccupancy: 2,
    extraBed: 1,
    basePrice: 18900,
    additionalPersonPrice: 4000,
    kidsPrice: 2500,
    extraBedPrice: 3000,
    roomNumbers: ['205', '206', '207', '208'],
  },
  {
    name: 'Familienzimmer',
    shortCode: 'FZ',
    description:
      'Zwei verbundene Räume für Familien: Doppelbett für die Eltern, Etagenbett für die Kinder, dazu eine Spielecke.',
    baseOccupancy: 2,
    higherOccupancy: 4,
    kidsOccupancy: 3,
    extraBed: 1,
    basePrice: 16900,
    additionalPersonPrice: 3000,
    kidsPrice: 2000,
    extraBedPrice: 2500,
    roomNumbers: ['209', '210', '211', '212'],
  },
] as const;
