import { csvCheckRecordSchema, type CsvField } from '@hotel/shared/contracts/csv-import';
import { describe, expect, it } from 'vitest';
import type { ParsedCsv } from './csv-file';
import { checkRecords, findDuplicateIds } from './csv-check';

const template: (CsvField | '')[] = [
  'external_id',
  'arrival',
  'departure',
  'room_number',
  'last_name',
];

function fileOf(count: number): ParsedCsv {
  return {
    fileName: 'export.csv',
    encoding: 'utf-8',
    header: ['id', 'from', 'to', 'room', 'name'],
    rows: Array.from({ length: count }, (_, index) => ({
      line: index + 2,
      cells: [
        `R${index}`,
        '2026-05-01',
        index === 3 ? 'soon' : '2026-05-03',
        '101',
        `Guest ${index}`,
      ],
    })),
  };
}

/** A small deterministic generator (mulberry32), so a "random" pick is the same every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

describe('checkRecords (the file check)', () => {
  it('shows 4 distinct random records in file order, each as the import takes it', () => {
    const records = checkRecords(fileOf(20), template, { random: seeded(17) });
    expect(records).toHaveLength(4);
    const lines = records.map((record) => record.line);
    expect(new Set(lines).size).toBe(4);
    expect([...lines].sort((a, b) => a - b)).toEqual(lines);
    for (const record of records) expect(csvCheckRecordSchema.parse(record)).toEqual(record);
    const first = records[0]!;
    const index = first.line - 2;
    expect(first).toEqual({
      line: first.line,
      cells: [
        `R${index}`,
        '2026-05-01',
        index === 3 ? 'soon' : '2026-05-03',
        '101',
        `Guest ${index}`,
      ],
      values: {
        external_id: `R${index}`,
        arrival: '2026-05-01',
        departure: index === 3 ? 'soon' : '2026-05-03',
        room_number: '101',
        last_name: `Guest ${index}`,
      },
      booking:
        index === 3
          ? null
          : {
              arrival: '2026-05-01',
              departure: '2026-05-03',
              roomNumber: '101',
              guestName: `Guest ${index}`,
              email: null,
              mobile: null,
              adults: 1,
              children: 0,
              price: null,
              status: 'confirmed',
              externalId: `R${index}`,
            },
      errors:
        index === 3 ? [expect.objectContaining({ field: 'departure', code: 'invalidDate' })] : [],
    });
  });

  it('picks the same records for the same seed and others for another', () => {
    const lines = (seed: number) =>
      checkRecords(fileOf(50), template, { random: seeded(seed) }).map((record) => record.line);
    expect(lines(1)).toEqual(lines(1));
    expect(lines(1)).not.toEqual(lines(2));
  });

  it('reaches every row over many checks (not only the first ones)', () => {
    const seen = new Set<number>();
    const random = seeded(5);
    for (let run = 0; run < 50; run += 1) {
      for (const record of checkRecords(fileOf(10), template, { random })) seen.add(record.line);
    }
    expect(seen.size).toBe(10);
  });

  it('shows every record of a file with fewer than 4, with a row error as its booking null', () => {
    const file = fileOf(4);
    file.rows.shift();
    const records = checkRecords(file, template);
    expect(records.map((record) => record.line)).toEqual([3, 4, 5]);
    expect(records[2]).toMatchObject({
      booking: null,
      errors: [
        { field: 'departure', code: 'invalidDate', params: { field: 'departure', value: 'soon' } },
      ],
    });
  });

  it('takes another count', () => {
    expect(checkRecords(fileOf(10), template, { count: 2, random: seeded(3) })).toHaveLength(2);
  });
});

describe('findDuplicateIds', () => {
  it('skips each later row with a reference already in the file, naming the first line', () => {
    expect(
      findDuplicateIds([
        { line: 2, externalId: 'A' },
        { line: 3, externalId: 'B' },
        { line: 5, externalId: 'A' },
        { line: 9, externalId: 'A' },
      ]),
    ).toEqual([
      {
        line: 5,
        kind: 'skipped',
        code: 'duplicateInFile',
        field: 'external_id',
        params: { line: 2 },
      },
      {
        line: 9,
        kind: 'skipped',
        code: 'duplicateInFile',
        field: 'external_id',
        params: { line: 2 },
      },
    ]);
    expect(findDuplicateIds([{ line: 2, externalId: 'A' }])).toEqual([]);
  });
});
