import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createBookingScene } from '../../test/reservation-factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A confirmed booking of the scene's room type with no room assigned yet. */
async function confirmedWithoutRoom() {
  const scene = await createBookingScene(t);
  const booking = (
    await scene.call('POST', '/api/booking/', {
      roomType: scene.roomType.id,
      arrival: '2031-06-01',
      departure: '2031-06-03',
      mainGuest: scene.guest.id,
    })
  ).json<{ _id: string; number: number; version: number }>();
  await scene.call('PUT', '/api/booking/status', { id: booking._id, status: 'pending' });
  return { ...scene, booking };
}

describe('check-in needs a room', () => {
  it('refuses to check in a booking without a room, in the caller language, and changes nothing', async () => {
    const s = await confirmedWithoutRoom();
    const before = (await s.call('GET', `/api/booking/${s.booking._id}`)).json();

    const refused = await s.call('PUT', '/api/booking/status', {
      id: s.booking._id,
      status: 'checked_in',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'ROOM_REQUIRED',
      message: `Booking ${s.booking.number} has no room yet. Assign a room before checking in.`,
    });
    const german = await t.app.inject({
      method: 'PUT',
      url: '/api/booking/status',
      headers: { ...s.headers, 'accept-language': 'de' },
      payload: { id: s.booking._id, status: 'checked_in' },
    });
    expect(german.json().message).toBe(
      `Buchung ${s.booking.number} hat noch kein Zimmer. Bitte weisen Sie vor dem Einchecken ein Zimmer zu.`,
    );
    const after = (await s.call('GET', `/api/booking/${s.booking._id}`)).json();
    expect(after.status).toBe('pending');
    expect(after.version).toBe(before.version);
    expect(after.history).toHaveLength(before.history.length);
  });

  it('checks in once a room is assigned, and then keeps the guest in a room', async () => {
    const s = await confirmedWithoutRoom();
    const stay = {
      roomType: s.roomType.id,
      arrival: '2031-06-01',
      departure: '2031-06-03',
      mainGuest: s.guest.id,
    };
    const assigned = await s.call('PUT', `/api/booking/${s.booking._id}`, {
      ...stay,
      room: s.rooms[0]!.id,
    });
    expect(assigned.statusCode).toBe(200);
    const checkedIn = await s.call('PUT', '/api/booking/status', {
      id: s.booking._id,
      status: 'checked_in',
    });
    expect(checkedIn.statusCode).toBe(200);
    expect(checkedIn.json().status).toBe('checked_in');

    const unassigned = await s.call('PUT', `/api/booking/${s.booking._id}`, {
      ...stay,
      room: null,
    });
    expect(unassigned.statusCode).toBe(409);
    expect(unassigned.json().message).toBe(
      `Booking ${s.booking.number} is checked in, so it keeps a room. Choose another room instead.`,
    );
    const moved = await s.call('PUT', `/api/booking/${s.booking._id}`, {
      ...stay,
      room: s.rooms[1]!.id,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().room.number).toBe(s.rooms[1]!.number);
  });

  it('answers a second check-in (the check-in information was faster than the desk) as done, recording nothing', async () => {
    const scene = await createBookingScene(t);
    const booking = (
      await scene.call('POST', '/api/booking/', {
        roomType: scene.roomType.id,
        room: scene.rooms[0]!.id,
        arrival: '2031-06-01',
        departure: '2031-06-03',
        mainGuest: scene.guest.id,
      })
    ).json<{ _id: string }>();
    await scene.call('PUT', '/api/booking/status', { id: booking._id, status: 'pending' });
    await scene.call('PUT', '/api/booking/status', { id: booking._id, status: 'checked_in' });
    const before = (await scene.call('GET', `/api/booking/${booking._id}`)).json();
    const again = await scene.call('PUT', '/api/booking/status', {
      id: booking._id,
      status: 'checked_in',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: 'checked_in', version: before.version });
    const after = (await scene.call('GET', `/api/booking/${booking._id}`)).json();
    expect(after.history).toHaveLength(before.history.length);
  });
});
