import { bearerEn, createOwnedHotel } from './factories';
import { createRooms, createRoomType } from './reservation-factories';
import type { FakeSmoobu } from './smoobu-fake';
import type { TestApp } from './test-app';

/**
 * A hotel with two rooms and the fake Smoobu's two apartments, taken through the wizard as
 * staff would: key stored, apartments mapped (Seeblick → 101, Bergblick → 102, a third one
 * left unmapped), our channel chosen and the plugin switched on (unless `enable` is false).
 */
export async function smoobuHotelScene(
  t: TestApp,
  fake: FakeSmoobu,
  options: { enable?: boolean } = {},
) {
  const { hotel, token, owner } = await createOwnedHotel(t.app, t.db);
  const roomType = await createRoomType(t.db, hotel.id);
  const [room101, room102] = await createRooms(t.db, hotel.id, roomType.id, 2);
  const seeblick = fake.addApartment(`Seeblick ${hotel.id.slice(0, 4)}`);
  const bergblick = fake.addApartment(`Bergblick ${hotel.id.slice(0, 4)}`);
  const unmapped = fake.addApartment(`Tal ${hotel.id.slice(0, 4)}`);
  const headers = bearerEn(token, hotel.id);
  const call = async (method: 'GET' | 'PUT', url: string, payload?: object) => {
    const response = await t.app.inject({ method, url, headers, payload });
    if (response.statusCode !== 200) {
      throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    }
    return response.json();
  };
  await call('PUT', '/api/plugin/smoobu/credentials', { api_key: fake.apiKey });
  await call('PUT', '/api/plugin/smoobu/apartments', {
    apartments: [
      { id: String(seeblick.id), room: room101!.id },
      { id: String(bergblick.id), room: room102!.id },
      { id: String(unmapped.id), room: null },
    ],
  });
  await call('PUT', '/api/plugin/smoobu/channels', {
    channels: [{ id: '11', name: 'Blocked channel', display: 'block' }],
    smoobu_channel_id: '70',
  });
  const state =
    options.enable === false
      ? await call('GET', '/api/plugin/smoobu')
      : await call('PUT', '/api/plugin/smoobu', { enabled: true });
  return {
    hotel,
    owner,
    token,
    headers,
    roomType,
    room101: room101!,
    room102: room102!,
    seeblick,
    bergblick,
    unmapped,
    webhookUrl: (state as { webhookUrl: string }).webhookUrl,
    call,
  };
}
