import { nightsBetween } from './stay-dates';

/**
 * The price of a stay, in integer minor units (DESIGN decision 7). One function for the
 * server (what is stored) and the create form (what the desk sees before saving).
 */
export interface PricedRoomType {
  baseOccupancy: number;
  basePrice: number;
  additionalPersonPrice: number;
  kidsPrice: number;
  extraBedPrice: number;
}

export interface PricedService {
  _id: string;
  name: string;
  price: number;
  charge: 'per_stay' | 'per_night' | 'per_person_per_night';
}

export interface StayToPrice {
  arrival: string;
  departure: string;
  adults: number;
  kids: number;
  extraBeds: number;
}

export interface PriceBreakdown {
  nights: number;
  /** Room price for one night: base (the room's own base price wins) + extra persons + beds. */
  perNight: number;
  room: number;
  services: { _id: string; name: string; amount: number }[];
  total: number;
}

export function serviceAmount(service: PricedService, nights: number, persons: number): number {
  if (service.charge === 'per_night') return service.price * nights;
  if (service.charge === 'per_person_per_night') return service.price * nights * persons;
  return service.price;
}

export function computeStayPrice(
  stay: StayToPrice,
  roomType: PricedRoomType,
  services: readonly PricedService[],
  roomBasePrice: number | null = null,
): PriceBreakdown {
  const nights = Math.max(0, nightsBetween(stay.arrival, stay.departure));
  const extraAdults = Math.max(0, stay.adults - roomType.baseOccupancy);
  const perNight =
    (roomBasePrice ?? roomType.basePrice) +
    extraAdults * roomType.additionalPersonPrice +
    stay.kids * roomType.kidsPrice +
    stay.extraBeds * roomType.extraBedPrice;
  const persons = stay.adults + stay.kids;
  const priced = services.map((service) => ({
    _id: service._id,
    name: service.name,
    amount: serviceAmount(service, nights, persons),
  }));
  const room = perNight * nights;
  return {
    nights,
    perNight,
    room,
    services: priced,
    total: room + priced.reduce((sum, item) => sum + item.amount, 0),
  };
}

/** Who fits a room type: adults up to the higher occupancy (+1 per extra bed), kids up to the kids' places. */
export interface OccupancyLimits {
  baseOccupancy: number;
  higherOccupancy: number;
  kidsOccupancy: number;
  extraBed: number;
}

export function maxAdults(limits: OccupancyLimits, extraBeds: number): number {
  return Math.max(limits.baseOccupancy, limits.higherOccupancy) + extraBeds;
}

/**
 * How a party fits a room type when a visitor books online: adults beyond the higher occupancy
 * take extra beds (up to the type's), kids take the kids' places when the type has some and
 * otherwise a bed like an adult. Returns the extra beds needed, or null when they do not fit.
 */
export function fitParty(limits: OccupancyLimits, adults: number, kids: number): number | null {
  const beds = Math.max(limits.baseOccupancy, limits.higherOccupancy);
  if (limits.kidsOccupancy > 0 && kids > limits.kidsOccupancy) return null;
  const kidsInBeds = limits.kidsOccupancy > 0 ? 0 : kids;
  const extraBeds = Math.max(0, adults + kidsInBeds - beds);
  return extraBeds <= limits.extraBed ? extraBeds : null;
}

/** The most guests a room type takes in one booking. */
export function partyCapacity(limits: OccupancyLimits): number {
  return (
    Math.max(limits.baseOccupancy, limits.higherOccupancy) + limits.extraBed + limits.kidsOccupancy
  );
}
