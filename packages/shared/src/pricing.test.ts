import { describe, expect, it } from 'vitest';
import { MAX_MONEY_MINOR, MAX_STAY_NIGHTS } from './constants';
import { computeStayPrice, maxAdults, type PricedService } from './pricing';
import { addDays } from './stay-dates';

const roomType = {
  baseOccupancy: 2,
  basePrice: 10000,
  additionalPersonPrice: 3000,
  kidsPrice: 1500,
  extraBedPrice: 2000,
};
const stay = { arrival: '2026-11-20', departure: '2026-11-23', adults: 2, kids: 0, extraBeds: 0 };
const breakfast: PricedService = {
  _id: 'b',
  name: 'Breakfast',
  price: 1850,
  charge: 'per_person_per_night',
};
const parking: PricedService = { _id: 'p', name: 'Parking', price: 900, charge: 'per_night' };
const cleaning: PricedService = { _id: 'c', name: 'Cleaning', price: 4500, charge: 'per_stay' };

describe('stay price', () => {
  it('charges the base price per night for the base occupancy', () => {
    expect(computeStayPrice(stay, roomType, [])).toEqual({
      nights: 3,
      perNight: 10000,
      room: 30000,
      services: [],
      total: 30000,
    });
  });

  it('adds extra adults, kids and extra beds per night', () => {
    const price = computeStayPrice({ ...stay, adults: 3, kids: 2, extraBeds: 1 }, roomType, []);
    expect(price.perNight).toBe(10000 + 3000 + 2 * 1500 + 2000);
    expect(price.total).toBe(3 * 18000);
  });

  it("uses the room's own base price when it has one", () => {
    expect(computeStayPrice(stay, roomType, [], 12500).room).toBe(37500);
  });

  it('charges services per stay, per night and per person per night', () => {
    const price = computeStayPrice({ ...stay, kids: 1 }, roomType, [breakfast, parking, cleaning]);
    expect(price.services).toEqual([
      { _id: 'b', name: 'Breakfast', amount: 1850 * 3 * 3 },
      { _id: 'p', name: 'Parking', amount: 900 * 3 },
      { _id: 'c', name: 'Cleaning', amount: 4500 },
    ]);
    expect(price.total).toBe(3 * 11500 + 16650 + 2700 + 4500);
  });

  it('stays in whole minor units: no cent is lost', () => {
    const odd = computeStayPrice(stay, { ...roomType, basePrice: 3333 }, [
      { ...breakfast, price: 333 },
    ]);
    expect(Number.isInteger(odd.total)).toBe(true);
    expect(odd.total).toBe(3333 * 3 + 333 * 3 * 2);
  });

  it('lets adults fill the higher occupancy plus one per extra bed', () => {
    const limits = { baseOccupancy: 2, higherOccupancy: 3, kidsOccupancy: 2, extraBed: 1 };
    expect(maxAdults(limits, 0)).toBe(3);
    expect(maxAdults(limits, 1)).toBe(4);
    expect(maxAdults({ ...limits, higherOccupancy: 0 }, 0)).toBe(2);
  });
});

describe('the largest reachable price', () => {
  it('stays an exact JavaScript integer: every bound at its maximum', () => {
    // The contracts' bounds: 50 adults, 50 children, 20 extra beds, 100 services, each price
    // at most MAX_MONEY_MINOR, and MAX_STAY_NIGHTS nights.
    const dearest = {
      baseOccupancy: 1,
      basePrice: MAX_MONEY_MINOR,
      additionalPersonPrice: MAX_MONEY_MINOR,
      kidsPrice: MAX_MONEY_MINOR,
      extraBedPrice: MAX_MONEY_MINOR,
    };
    const services: PricedService[] = Array.from({ length: 100 }, (_, index) => ({
      _id: String(index),
      name: `Service ${index}`,
      price: MAX_MONEY_MINOR,
      charge: 'per_person_per_night',
    }));
    const longest = {
      arrival: '2030-01-01',
      departure: addDays('2030-01-01', MAX_STAY_NIGHTS),
      adults: 50,
      kids: 50,
      extraBeds: 20,
    };
    const price = computeStayPrice(longest, dearest, services);
    expect(price.nights).toBe(MAX_STAY_NIGHTS);
    expect(price.total).toBe(369_380_000_000_000); // 3.7e14: 24 times below 2^53
    expect(Number.isSafeInteger(price.total)).toBe(true);
  });
});
