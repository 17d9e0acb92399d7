import { describe, expect, it } from 'vitest';
import { feedDate } from './feed-date.ts';

const iso = (value: string) => feedDate(value)?.toISOString() ?? null;

describe('feedDate reads the source languages’ day and month names', () => {
  it.each([
    ['Mon, 24 Sep 2018 10:00:00 +0000', '2018-09-24T10:00:00.000Z'],
    ['lun., 24 sept. 2018 10:00:00 +0200', '2018-09-24T08:00:00.000Z'],
    ['jeudi 13 février 2020 10:00:00 +0100', '2020-02-13T09:00:00.000Z'],
    ['Mo, 24. Sep 2018 10:00:00 +0200', '2018-09-24T08:00:00.000Z'],
    ['Dienstag, 3. März 2020 10:00:00 +0100', '2020-03-03T09:00:00.000Z'],
    ['lunes, 24 de septiembre de 2018 10:00:00 +0200', '2018-09-24T08:00:00.000Z'],
    ['mar, 05 may 2020 10:00:00 +0200', '2020-05-05T08:00:00.000Z'],
    ['ven, 11 ott 2019 09:00:00 +0200', '2019-10-11T07:00:00.000Z'],
    ['Seg, 24 Set 2018 10:00:00 -0300', '2018-09-24T13:00:00.000Z'],
    ['segunda-feira, 3 de março de 2019 10:00 -0300', '2019-03-03T13:00:00.000Z'],
    ['2018-09-24T10:00:00Z', '2018-09-24T10:00:00.000Z'],
  ])('%s', (value, expected) => {
    expect(iso(value)).toBe(expected);
  });

  it('reads "mar." as Tuesday before the day and March after it', () => {
    expect(iso('mar., 24 mar. 2020 10:00:00 +0100')).toBe('2020-03-24T09:00:00.000Z');
  });

  it('gives no date for words it does not know, and takes the first value that reads', () => {
    expect(feedDate('Foo, 24 Set 2018 10:00:00 -0300')).toBeNull();
    expect(feedDate('soon')).toBeNull();
    expect(feedDate(undefined, 'not a date', 'Qua, 5 Fev 2020 10:00:00 -0300')?.toISOString()).toBe(
      '2020-02-05T13:00:00.000Z',
    );
  });
});
