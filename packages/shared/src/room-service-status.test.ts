import { describe, expect, it } from 'vitest';
import {
  canChangeRoomServiceStatus,
  isFinalRoomServiceStatus,
  needsCleaning,
  ROOM_SERVICE_STATUSES,
} from './room-service-status';

describe('room service statuses (spec §3)', () => {
  it('walks open → in progress → done, or straight to done', () => {
    expect(canChangeRoomServiceStatus('open', 'in_progress')).toBe(true);
    expect(canChangeRoomServiceStatus('in_progress', 'done')).toBe(true);
    expect(canChangeRoomServiceStatus('open', 'done')).toBe(true);
  });

  it('cancels open and in-progress records; done and canceled are final', () => {
    expect(
      ROOM_SERVICE_STATUSES.filter((from) => canChangeRoomServiceStatus(from, 'canceled')),
    ).toEqual(['open', 'in_progress']);
    expect(ROOM_SERVICE_STATUSES.filter(isFinalRoomServiceStatus)).toEqual(['done', 'canceled']);
    expect(canChangeRoomServiceStatus('done', 'open')).toBe(false);
  });

  it('marks a room dirty for departures and manual records until done, never for stay-overs', () => {
    expect(needsCleaning('departure', 'open')).toBe(true);
    expect(needsCleaning('manual', 'in_progress')).toBe(true);
    expect(needsCleaning('departure', 'done')).toBe(false);
    expect(needsCleaning('stay_over', 'open')).toBe(false);
  });
});
