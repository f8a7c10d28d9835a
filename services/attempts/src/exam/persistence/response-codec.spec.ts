import { unvisited, type SavedResponse } from '../domain/responses';
import { decodeResponses, encodeResponses } from './response-codec';

describe('exam response codec (a session stored as strings, one character per question)', () => {
  it('stores options, flags, confidence and seconds, and reads them back', () => {
    const responses: SavedResponse[] = [
      { option: 0, marked: false, confidence: 'sure', visited: true, seconds: 41 },
      { option: 3, marked: true, visited: true, seconds: 7 },
      { option: null, marked: true, visited: true, seconds: 12 },
      { option: null, marked: false, visited: true, seconds: 2 },
      unvisited(),
    ];
    const stored = encodeResponses(responses);
    expect(stored).toEqual({ options: 'AD---', flags: 'vmmv-', confidence: 's----', seconds: '41,7,12,2,0' });
    expect(decodeResponses(stored, 5)).toEqual(responses);
  });

  it('reads a fresh session as every question not visited', () => {
    expect(decodeResponses({ options: '', flags: '', confidence: '', seconds: '' }, 2)).toEqual([
      unvisited(),
      unvisited(),
    ]);
  });
});
