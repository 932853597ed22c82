import { describe, expect, it } from 'vitest';
import { readBoardParams, writeBoardParams } from './board';

describe('board params', () => {
  it('read back what they wrote and keep the plain board plain', () => {
    const params = readBoardParams(new URLSearchParams('date=2026-11-21&status=in_progress'));
    expect(params).toEqual({ date: '2026-11-21', status: 'in_progress' });
    expect(readBoardParams(writeBoardParams(params))).toEqual(params);
    expect(writeBoardParams({ date: null, status: null }).toString()).toBe('');
  });

  it('fall back to today and all statuses for values they do not know', () => {
    expect(readBoardParams(new URLSearchParams('date=tomorrow&status=dirty'))).toEqual({
      date: null,
      status: null,
    });
  });
});
